// C because libjpeg's default error handler prints to stderr and calls exit(); the only way to
// recover is an error_exit that longjmps back to a setjmp in the caller, which Swift cannot
// host. Here error_exit, emit_message and output_message are replaced: nothing is printed,
// nothing exits, every failure (and every "corrupt data" warning) becomes a status and message.
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

#include "CImageCodecs.h"
#include "Message.h"

/// More scans than any sane progressive JPEG has; beyond it a file is treated as hostile.
#define JPEG_SCAN_LIMIT 500

/// Error state: libjpeg's manager first, so a `j_common_ptr->err` can be cast back.
typedef struct JPEGErrors {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  CImageCodecs_Status status;
  CImageCodecs_Message *message;
  /// Memory to release when a call longjmps out.
  uint8_t *row;
  uint8_t *encoded;
  size_t encodedCapacity;
} JPEGErrors;

static void jpegFail(j_common_ptr common, CImageCodecs_Status status) {
  JPEGErrors *errors = (JPEGErrors *)common->err;
  if (errors->status == CImageCodecs_OK) {
    errors->status = status;
    if (errors->message != NULL) {
      char text[JMSG_LENGTH_MAX];
      (*common->err->format_message)(common, text);
      CImageCodecs_setMessage(errors->message, "%s", text);
    }
  }
  longjmp(errors->jump, 1);
}

static void jpegErrorExit(j_common_ptr common) {
  jpegFail(common, common->err->msg_code == JERR_OUT_OF_MEMORY ? CImageCodecs_OutOfMemory
                                                                : CImageCodecs_Corrupt);
}

/// Level -1 is a "corrupt data" warning: treated as an error so damage never passes silently.
/// Other levels are trace messages: ignored.
static void jpegEmitMessage(j_common_ptr common, int level) {
  if (level < 0) {
    jpegFail(common, common->err->msg_code == JWRN_JPEG_EOF ? CImageCodecs_Truncated
                                                             : CImageCodecs_Corrupt);
  }
}

static void jpegOutputMessage(j_common_ptr common) { (void)common; }

static void jpegProgress(j_common_ptr common) {
  if (!common->is_decompressor) return;
  j_decompress_ptr info = (j_decompress_ptr)common;
  if (info->input_scan_number > JPEG_SCAN_LIMIT) {
    JPEGErrors *errors = (JPEGErrors *)common->err;
    if (errors->status == CImageCodecs_OK) {
      errors->status = CImageCodecs_Corrupt;
      CImageCodecs_setMessage(errors->message, "more than %d scans", JPEG_SCAN_LIMIT);
    }
    longjmp(errors->jump, 1);
  }
}

static void jpegInstallErrors(JPEGErrors *errors, CImageCodecs_Message *message) {
  memset(errors, 0, sizeof *errors);
  jpeg_std_error(&errors->manager);
  errors->manager.error_exit = jpegErrorExit;
  errors->manager.emit_message = jpegEmitMessage;
  errors->manager.output_message = jpegOutputMessage;
  errors->status = CImageCodecs_OK;
  errors->message = message;
}

// MARK: Memory source that reports the end of data as truncation

static void jpegSourceInit(j_decompress_ptr info) { (void)info; }

static boolean jpegSourceFill(j_decompress_ptr info) {
  JPEGErrors *errors = (JPEGErrors *)info->err;
  if (errors->status == CImageCodecs_OK) {
    errors->status = CImageCodecs_Truncated;
    CImageCodecs_setMessage(errors->message, "the data ends before the image is complete");
  }
  longjmp(errors->jump, 1);
}

static void jpegSourceSkip(j_decompress_ptr info, long count) {
  if (count <= 0) return;
  struct jpeg_source_mgr *source = info->src;
  if ((size_t)count > source->bytes_in_buffer) {
    (void)jpegSourceFill(info);
  }
  source->next_input_byte += count;
  source->bytes_in_buffer -= (size_t)count;
}

static void jpegSourceTerminate(j_decompress_ptr info) { (void)info; }

static void jpegUseMemory(j_decompress_ptr info, struct jpeg_source_mgr *source,
                          const uint8_t *data, size_t size) {
  source->next_input_byte = data;
  source->bytes_in_buffer = size;
  source->init_source = jpegSourceInit;
  source->fill_input_buffer = jpegSourceFill;
  source->skip_input_data = jpegSourceSkip;
  source->resync_to_restart = jpeg_resync_to_restart;
  source->term_source = jpegSourceTerminate;
  info->src = source;
}

static int32_t jpegColourType(J_COLOR_SPACE space) {
  switch (space) {
    case JCS_GRAYSCALE: return CImageCodecs_ColourGrey;
    case JCS_CMYK: return CImageCodecs_ColourCMYK;
    case JCS_YCCK: return CImageCodecs_ColourYCCK;
    case JCS_YCbCr: return CImageCodecs_ColourYCbCr;
    default: return CImageCodecs_ColourRGB;
  }
}

CImageCodecs_Status CImageCodecs_inspectJPEG(const uint8_t *data, size_t size,
                                             CImageCodecs_Info *info,
                                             CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (data == NULL || info == NULL) return CImageCodecs_InvalidArgument;
  struct jpeg_decompress_struct decompress;
  struct jpeg_source_mgr source;
  JPEGErrors errors;
  jpegInstallErrors(&errors, message);
  decompress.err = &errors.manager;
  if (setjmp(errors.jump)) {
    jpeg_destroy_decompress(&decompress);
    return errors.status;
  }
  jpeg_create_decompress(&decompress);
  jpegUseMemory(&decompress, &source, data, size);
  (void)jpeg_read_header(&decompress, TRUE);
  memset(info, 0, sizeof *info);
  info->width = (int32_t)decompress.image_width;
  info->height = (int32_t)decompress.image_height;
  info->bitDepth = decompress.data_precision;
  info->colourType = jpegColourType(decompress.jpeg_color_space);
  info->hasAlpha = 0;
  info->interlaced = decompress.progressive_mode ? 1 : 0;
  info->frameCount = 1;
  info->lossless = -1;
  jpeg_destroy_decompress(&decompress);
  return CImageCodecs_OK;
}

CImageCodecs_Status CImageCodecs_decodeJPEG(const uint8_t *data, size_t size, uint8_t *rgba,
                                            size_t capacity, CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (data == NULL || rgba == NULL) return CImageCodecs_InvalidArgument;
  struct jpeg_decompress_struct decompress;
  struct jpeg_source_mgr source;
  struct jpeg_progress_mgr progress;
  JPEGErrors errors;
  jpegInstallErrors(&errors, message);
  decompress.err = &errors.manager;
  if (setjmp(errors.jump)) {
    free(errors.row);
    jpeg_destroy_decompress(&decompress);
    return errors.status;
  }
  jpeg_create_decompress(&decompress);
  progress.progress_monitor = jpegProgress;
  decompress.progress = &progress;
  jpegUseMemory(&decompress, &source, data, size);
  (void)jpeg_read_header(&decompress, TRUE);
  size_t width = decompress.image_width;
  size_t height = decompress.image_height;
  if (width * height * 4 != capacity) {
    CImageCodecs_setMessage(message, "the pixel buffer holds %zu bytes, the image needs %zu",
                            capacity, width * height * 4);
    jpeg_destroy_decompress(&decompress);
    return CImageCodecs_InvalidArgument;
  }
  int cmyk = decompress.jpeg_color_space == JCS_CMYK || decompress.jpeg_color_space == JCS_YCCK;
  // Adobe writes CMYK inverted (0 = full ink); files without its marker store plain ink.
  int inverted = decompress.saw_Adobe_marker;
  decompress.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  decompress.dct_method = JDCT_ISLOW;
  jpeg_start_decompress(&decompress);
  if (decompress.output_width != width || decompress.output_height != height) {
    jpeg_abort_decompress(&decompress);
    jpeg_destroy_decompress(&decompress);
    CImageCodecs_setMessage(message, "libjpeg produced a different size than the header");
    return CImageCodecs_Unsupported;
  }
  if (cmyk) {
    errors.row = (uint8_t *)malloc(width * 4);
    if (errors.row == NULL) {
      errors.manager.msg_code = JERR_OUT_OF_MEMORY;
      jpegErrorExit((j_common_ptr)&decompress);
    }
  }
  while (decompress.output_scanline < decompress.output_height) {
    uint8_t *out = rgba + (size_t)decompress.output_scanline * width * 4;
    JSAMPROW row = cmyk ? errors.row : out;
    if (jpeg_read_scanlines(&decompress, &row, 1) != 1) {
      (void)jpegSourceFill(&decompress);
    }
    if (cmyk) {
      for (size_t x = 0; x < width; x++) {
        unsigned c = errors.row[x * 4], m = errors.row[x * 4 + 1];
        unsigned y = errors.row[x * 4 + 2], k = errors.row[x * 4 + 3];
        if (!inverted) {
          c = 255 - c;
          m = 255 - m;
          y = 255 - y;
          k = 255 - k;
        }
        out[x * 4] = (uint8_t)((c * k + 127) / 255);
        out[x * 4 + 1] = (uint8_t)((m * k + 127) / 255);
        out[x * 4 + 2] = (uint8_t)((y * k + 127) / 255);
        out[x * 4 + 3] = 0xFF;
      }
    }
  }
  jpeg_finish_decompress(&decompress);
  free(errors.row);
  errors.row = NULL;
  jpeg_destroy_decompress(&decompress);
  return CImageCodecs_OK;
}

// MARK: Encoding

/// A growing malloc'd destination, so the encoded bytes can be handed to the caller as they are.
static void jpegDestinationInit(j_compress_ptr info) {
  JPEGErrors *errors = (JPEGErrors *)info->err;
  errors->encodedCapacity = 65536;
  errors->encoded = (uint8_t *)malloc(errors->encodedCapacity);
  if (errors->encoded == NULL) ERREXIT1(info, JERR_OUT_OF_MEMORY, 10);
  info->dest->next_output_byte = errors->encoded;
  info->dest->free_in_buffer = errors->encodedCapacity;
}

static boolean jpegDestinationGrow(j_compress_ptr info) {
  JPEGErrors *errors = (JPEGErrors *)info->err;
  size_t used = errors->encodedCapacity;
  uint8_t *grown = (uint8_t *)realloc(errors->encoded, used * 2);
  if (grown == NULL) ERREXIT1(info, JERR_OUT_OF_MEMORY, 11);
  errors->encoded = grown;
  errors->encodedCapacity = used * 2;
  info->dest->next_output_byte = grown + used;
  info->dest->free_in_buffer = used;
  return TRUE;
}

static void jpegDestinationTerminate(j_compress_ptr info) { (void)info; }

CImageCodecs_Status CImageCodecs_encodeJPEG(const uint8_t *rgba, int32_t width, int32_t height,
                                            int32_t quality, int32_t progressive,
                                            int32_t colourModel, CImageCodecs_Buffer *output,
                                            CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (rgba == NULL || output == NULL || width <= 0 || height <= 0) {
    return CImageCodecs_InvalidArgument;
  }
  output->bytes = NULL;
  output->size = 0;
  struct jpeg_compress_struct compress;
  JPEGErrors errors;
  jpegInstallErrors(&errors, message);
  struct jpeg_destination_mgr destination;
  compress.err = &errors.manager;
  if (setjmp(errors.jump)) {
    jpeg_destroy_compress(&compress);
    free(errors.row);
    free(errors.encoded);
    return errors.status == CImageCodecs_OutOfMemory ? CImageCodecs_OutOfMemory
                                                      : CImageCodecs_EncodeFailed;
  }
  jpeg_create_compress(&compress);
  destination.init_destination = jpegDestinationInit;
  destination.empty_output_buffer = jpegDestinationGrow;
  destination.term_destination = jpegDestinationTerminate;
  compress.dest = &destination;
  compress.image_width = (JDIMENSION)width;
  compress.image_height = (JDIMENSION)height;
  compress.input_components = 4;
  int cmyk = colourModel == CImageCodecs_JPEGColourCMYK;
  compress.in_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  jpeg_set_defaults(&compress);
  if (colourModel == CImageCodecs_JPEGColourGrey) jpeg_set_colorspace(&compress, JCS_GRAYSCALE);
  jpeg_set_quality(&compress, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
  compress.optimize_coding = TRUE;
  compress.dct_method = JDCT_ISLOW;
  if (progressive) jpeg_simple_progression(&compress);
  if (cmyk) {
    errors.row = (uint8_t *)malloc((size_t)width * 4);
    if (errors.row == NULL) {
      errors.manager.msg_code = JERR_OUT_OF_MEMORY;
      jpegErrorExit((j_common_ptr)&compress);
    }
  }
  jpeg_start_compress(&compress, TRUE);
  while (compress.next_scanline < compress.image_height) {
    const uint8_t *in = rgba + (size_t)compress.next_scanline * (size_t)width * 4;
    JSAMPROW row = (JSAMPROW)in;
    if (cmyk) {
      // Naive RGB to inverted (Adobe) CMYK; decoding it gives back the RGB values.
      for (int32_t x = 0; x < width; x++) {
        unsigned r = in[x * 4], g = in[x * 4 + 1], b = in[x * 4 + 2];
        unsigned max = r > g ? (r > b ? r : b) : (g > b ? g : b);
        unsigned k = 255 - max;
        uint8_t *ink = errors.row + x * 4;
        if (max == 0) {
          ink[0] = ink[1] = ink[2] = 255;
        } else {
          ink[0] = (uint8_t)((r * 255 + max / 2) / max);
          ink[1] = (uint8_t)((g * 255 + max / 2) / max);
          ink[2] = (uint8_t)((b * 255 + max / 2) / max);
        }
        ink[3] = (uint8_t)(255 - k);
      }
      row = errors.row;
    }
    (void)jpeg_write_scanlines(&compress, &row, 1);
  }
  jpeg_finish_compress(&compress);
  size_t encodedSize = errors.encodedCapacity - destination.free_in_buffer;
  jpeg_destroy_compress(&compress);
  free(errors.row);
  output->bytes = errors.encoded;
  output->size = encodedSize;
  return CImageCodecs_OK;
}
