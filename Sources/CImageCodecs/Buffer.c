// C because encoders hand back memory allocated with malloc in this target, and only C code here
// may release it; Swift calls this one function instead of knowing which allocator was used.
#include <stdlib.h>

#include "CImageCodecs.h"

void CImageCodecs_freeBuffer(CImageCodecs_Buffer *buffer) {
  if (buffer == NULL) return;
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->size = 0;
}
