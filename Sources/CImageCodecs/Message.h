// C because it is shared by the three C codec files, which must be C (see each file's opening).
// Private helpers for writing a status message; not part of the public header.
#ifndef CIMAGECODECS_MESSAGE_H
#define CIMAGECODECS_MESSAGE_H

#include <stdarg.h>
#include <stdio.h>

#include "CImageCodecs.h"

/// Writes a printf-style message into `message` (ignored when `message` is NULL).
static inline void CImageCodecs_setMessage(CImageCodecs_Message *message, const char *format,
                                           ...) __attribute__((format(printf, 2, 3)));

static inline void CImageCodecs_setMessage(CImageCodecs_Message *message, const char *format,
                                           ...) {
  if (message == NULL) return;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(message->text, sizeof message->text, format, arguments);
  va_end(arguments);
}

/// Empties `message`.
static inline void CImageCodecs_clearMessage(CImageCodecs_Message *message) {
  if (message != NULL) message->text[0] = '\0';
}

#endif
