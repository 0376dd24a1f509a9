// C because libpng reports every error by calling our error function and then longjmp-ing out
// of the library; Swift cannot be unwound by longjmp, so the setjmp must live here. This file
// never prints (warnings are swallowed, errors become a status and a message) and never exits.
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CImageCodecs.h"
#include "Message.h"

/// The most memory libpng may allocate for one ancillary chunk.
#define PNG_CHUNK_MALLOC_MAX (8u * 1024u * 1024u)

/// Reading state shared with the libpng callbacks.
typedef struct PNGReader {
  const uint8_t *data;
  size_t size;
  size_t offset;
  int truncated;
  CImageCodecs_Message *message;
  png_bytep *rows;
  /// The last warning: libpng explains a bad IHDR in warnings before its generic error.
  char warning[128];
} PNGReader;

static void pngReadError(png_structp png, png_const_charp text) {
  PNGReader *reader = (PNGReader *)png_get_error_ptr(png);
  if (!reader->truncated) {
    if (strcmp(text, "Invalid IHDR data") == 0 && reader->warning[0] != '\0') {
      CImageCodecs_setMessage(reader->message, "%s: %s", text, reader->warning);
    } else {
      CImageCodecs_setMessage(reader->message, "%s", text);
    }
  }
  png_longjmp(png, 1);
}

/// Warnings are never printed; the last one is kept to explain a following error.
static void pngReadWarning(png_structp png, png_const_charp text) {
  PNGReader *reader = (PNGReader *)png_get_error_ptr(png);
  snprintf(reader->warning, sizeof reader->warning, "%s", text);
}

static void pngIgnoreWarning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void pngReadBytes(png_structp png, png_bytep out, size_t length) {
  PNGReader *reader = (PNGReader *)png_get_io_ptr(png);
  if (length > reader->size - reader->offset) {
    reader->truncated = 1;
    CImageCodecs_setMessage(reader->message, "the data ends at byte %zu, before the image is complete",
                            reader->size);
    png_error(png, "truncated");
  }
  memcpy(out, reader->data + reader->offset, length);
  reader->offset += length;
}

static int32_t pngColourType(int colourType) {
  switch (colourType) {
    case PNG_COLOR_TYPE_GRAY: return CImageCodecs_ColourGrey;
    case PNG_COLOR_TYPE_GRAY_ALPHA: return CImageCodecs_ColourGreyAlpha;
    case PNG_COLOR_TYPE_PALETTE: return CImageCodecs_ColourPalette;
    case PNG_COLOR_TYPE_RGB_ALPHA: return CImageCodecs_ColourRGBA;
    default: return CImageCodecs_ColourRGB;
  }
}

/// Creates the read structures and starts reading; NULL on failure (message set).
static png_structp pngStart(PNGReader *reader, png_infop *info) {
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, pngReadError,
                                           pngReadWarning);
  if (png == NULL) {
    CImageCodecs_setMessage(reader->message, "libpng could not start (out of memory)");
    return NULL;
  }
  *info = png_create_info_struct(png);
  if (*info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    CImageCodecs_setMessage(reader->message, "libpng could not start (out of memory)");
    return NULL;
  }
  png_set_read_fn(png, reader, pngReadBytes);
  // The caller enforces its own pixel limit; let libpng accept any size the format allows.
  png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
  // But no ancillary chunk may make libpng allocate what its length field claims: a 20-byte
  // file declaring a 2 GB iTXt chunk must fail fast, not allocate and clear 2 GB first.
  png_set_chunk_malloc_max(png, PNG_CHUNK_MALLOC_MAX);
  png_set_chunk_cache_max(png, 1000);
  // Text, ICC profiles and the like are not needed for pixels: skip them unread.
  static const png_byte ignored[] = {'i', 'T', 'X', 't', '\0', 'z', 'T', 'X', 't', '\0',
                                     't', 'E', 'X', 't', '\0', 'i', 'C', 'C', 'P', '\0',
                                     's', 'P', 'L', 'T', '\0', 'e', 'X', 'I', 'f', '\0'};
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored, 6);
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
  return png;
}

static CImageCodecs_Status pngFailure(const PNGReader *reader) {
  return reader->truncated ? CImageCodecs_Truncated : CImageCodecs_Corrupt;
}

static void pngFillInfo(png_structp png, png_infop pngInfo, CImageCodecs_Info *info) {
  int colourType = png_get_color_type(png, pngInfo);
  memset(info, 0, sizeof *info);
  info->width = (int32_t)png_get_image_width(png, pngInfo);
  info->height = (int32_t)png_get_image_height(png, pngInfo);
  info->bitDepth = png_get_bit_depth(png, pngInfo);
  info->colourType = pngColourType(colourType);
  info->hasAlpha = (colourType & PNG_COLOR_MASK_ALPHA) != 0 ||
                   png_get_valid(png, pngInfo, PNG_INFO_tRNS) != 0;
  info->interlaced = png_get_interlace_type(png, pngInfo) != PNG_INTERLACE_NONE;
  info->frameCount = 1;
  info->lossless = -1;
}

CImageCodecs_Status CImageCodecs_inspectPNG(const uint8_t *data, size_t size,
                                            CImageCodecs_Info *info,
                                            CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (data == NULL || info == NULL) return CImageCodecs_InvalidArgument;
  PNGReader reader = {data, size, 0, 0, message, NULL, {0}};
  png_infop pngInfo = NULL;
  png_structp png = pngStart(&reader, &pngInfo);
  if (png == NULL) return CImageCodecs_OutOfMemory;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &pngInfo, NULL);
    return pngFailure(&reader);
  }
  png_read_info(png, pngInfo);
  pngFillInfo(png, pngInfo, info);
  png_destroy_read_struct(&png, &pngInfo, NULL);
  return CImageCodecs_OK;
}

CImageCodecs_Status CImageCodecs_decodePNG(const uint8_t *data, size_t size, uint8_t *rgba,
                                           size_t capacity, CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (data == NULL || rgba == NULL) return CImageCodecs_InvalidArgument;
  PNGReader reader = {data, size, 0, 0, message, NULL, {0}};
  png_infop pngInfo = NULL;
  png_structp png = pngStart(&reader, &pngInfo);
  if (png == NULL) return CImageCodecs_OutOfMemory;
  if (setjmp(png_jmpbuf(png))) {
    free(reader.rows);
    png_destroy_read_struct(&png, &pngInfo, NULL);
    return pngFailure(&reader);
  }
  png_read_info(png, pngInfo);
  png_uint_32 width = png_get_image_width(png, pngInfo);
  png_uint_32 height = png_get_image_height(png, pngInfo);
  if ((size_t)width * (size_t)height * 4 != capacity) {
    CImageCodecs_setMessage(message, "the pixel buffer holds %zu bytes, the image needs %zu",
                            capacity, (size_t)width * (size_t)height * 4);
    png_destroy_read_struct(&png, &pngInfo, NULL);
    return CImageCodecs_InvalidArgument;
  }
  // Everything becomes 8-bit RGBA: 16-bit scaled (rounded), palette and low-depth grey
  // expanded, tRNS turned into alpha, grey copied to RGB, an opaque alpha added when absent.
  int colourType = png_get_color_type(png, pngInfo);
  int hasTransparency = png_get_valid(png, pngInfo, PNG_INFO_tRNS) != 0;
  if (png_get_bit_depth(png, pngInfo) == 16) png_set_scale_16(png);
  png_set_expand(png);
  if (colourType == PNG_COLOR_TYPE_GRAY || colourType == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  if ((colourType & PNG_COLOR_MASK_ALPHA) == 0 && !hasTransparency) {
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  }
  (void)png_set_interlace_handling(png);
  png_read_update_info(png, pngInfo);
  if (png_get_rowbytes(png, pngInfo) != (size_t)width * 4) {
    CImageCodecs_setMessage(message, "libpng produced %zu bytes per row, expected %zu",
                            (size_t)png_get_rowbytes(png, pngInfo), (size_t)width * 4);
    png_destroy_read_struct(&png, &pngInfo, NULL);
    return CImageCodecs_Unsupported;
  }
  reader.rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
  if (reader.rows == NULL) png_error(png, "out of memory for row pointers");
  for (png_uint_32 row = 0; row < height; row++) reader.rows[row] = rgba + (size_t)row * width * 4;
  png_read_image(png, reader.rows);
  // Read to IEND so that a damaged or missing end is reported, not silently ignored.
  png_read_end(png, NULL);
  free(reader.rows);
  reader.rows = NULL;
  png_destroy_read_struct(&png, &pngInfo, NULL);
  return CImageCodecs_OK;
}

// MARK: Encoding

/// Writing state shared with the libpng callbacks.
typedef struct PNGWriter {
  CImageCodecs_Buffer output;
  size_t capacity;
  CImageCodecs_Message *message;
} PNGWriter;

static void pngWriteError(png_structp png, png_const_charp text) {
  PNGWriter *writer = (PNGWriter *)png_get_error_ptr(png);
  CImageCodecs_setMessage(writer->message, "%s", text);
  png_longjmp(png, 1);
}

static void pngWriteBytes(png_structp png, png_bytep bytes, size_t length) {
  PNGWriter *writer = (PNGWriter *)png_get_io_ptr(png);
  if (length > writer->capacity - writer->output.size) {
    size_t capacity = writer->capacity < 4096 ? 4096 : writer->capacity;
    while (capacity - writer->output.size < length) capacity *= 2;
    uint8_t *grown = (uint8_t *)realloc(writer->output.bytes, capacity);
    if (grown == NULL) png_error(png, "out of memory for the encoded PNG");
    writer->output.bytes = grown;
    writer->capacity = capacity;
  }
  memcpy(writer->output.bytes + writer->output.size, bytes, length);
  writer->output.size += length;
}

static void pngFlush(png_structp png) { (void)png; }

CImageCodecs_Status CImageCodecs_encodePNG(const uint8_t *rgba, int32_t width, int32_t height,
                                           int32_t compressionLevel, CImageCodecs_Buffer *output,
                                           CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (rgba == NULL || output == NULL || width <= 0 || height <= 0) {
    return CImageCodecs_InvalidArgument;
  }
  output->bytes = NULL;
  output->size = 0;
  int opaque = 1;
  size_t count = (size_t)width * (size_t)height;
  for (size_t index = 0; index < count && opaque; index++) opaque = rgba[index * 4 + 3] == 0xFF;

  PNGWriter writer = {{NULL, 0}, 0, message};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer, pngWriteError,
                                            pngIgnoreWarning);
  if (png == NULL) return CImageCodecs_OutOfMemory;
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    return CImageCodecs_OutOfMemory;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(writer.output.bytes);
    return CImageCodecs_EncodeFailed;
  }
  png_set_write_fn(png, &writer, pngWriteBytes, pngFlush);
  png_set_compression_level(png, compressionLevel < 0 ? 6 : compressionLevel > 9 ? 9 : compressionLevel);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  // An opaque image is written as RGB: libpng strips the alpha byte of each pixel.
  if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (int32_t row = 0; row < height; row++) {
    png_write_row(png, rgba + (size_t)row * (size_t)width * 4);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  *output = writer.output;
  return CImageCodecs_OK;
}
