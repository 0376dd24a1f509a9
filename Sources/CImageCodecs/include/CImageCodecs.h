// CImageCodecs: the only code that includes the libpng, libjpeg and libwebp headers.
// Placeholder header; the image I/O issue fills it in.
#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H
#endif
