// C because libwebp's API is C structs passed by pointer with in/out fields, init macros that
// stamp ABI versions (WebPInitDecoderConfig, WebPConfigInit, WebPPictureInit) and memory that
// must go back to WebPFree; keeping all of that beside libpng and libjpeg behind one prefixed
// status-returning API gives Swift a single boundary. It never prints and never exits.
#include <stdlib.h>
#include <string.h>

#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>

#include "CImageCodecs.h"
#include "Message.h"

static CImageCodecs_Status webpStatus(VP8StatusCode code, CImageCodecs_Message *message) {
  switch (code) {
    case VP8_STATUS_OK: return CImageCodecs_OK;
    case VP8_STATUS_NOT_ENOUGH_DATA:
      CImageCodecs_setMessage(message, "the data ends before the image is complete");
      return CImageCodecs_Truncated;
    case VP8_STATUS_OUT_OF_MEMORY:
      CImageCodecs_setMessage(message, "libwebp ran out of memory");
      return CImageCodecs_OutOfMemory;
    case VP8_STATUS_UNSUPPORTED_FEATURE:
      CImageCodecs_setMessage(message, "libwebp does not support a feature of this file");
      return CImageCodecs_Unsupported;
    case VP8_STATUS_INVALID_PARAM:
      CImageCodecs_setMessage(message, "libwebp rejected a parameter");
      return CImageCodecs_InvalidArgument;
    default:
      CImageCodecs_setMessage(message, "libwebp found a bitstream error");
      return CImageCodecs_Corrupt;
  }
}

/// Checks an animation's container; OK when every frame is present.
static CImageCodecs_Status webpCheckContainer(const WebPData *data, int *frameCount,
                                              CImageCodecs_Message *message) {
  WebPDemuxState state = WEBP_DEMUX_PARSE_ERROR;
  WebPDemuxer *demuxer = WebPDemuxPartial(data, &state);
  if (demuxer == NULL || state == WEBP_DEMUX_PARSE_ERROR) {
    WebPDemuxDelete(demuxer);
    if (state == WEBP_DEMUX_PARSING_HEADER) {
      CImageCodecs_setMessage(message, "the data ends inside the container header");
      return CImageCodecs_Truncated;
    }
    CImageCodecs_setMessage(message, "libwebp could not parse the animation container");
    return CImageCodecs_Corrupt;
  }
  *frameCount = (int)WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT);
  WebPDemuxDelete(demuxer);
  if (state != WEBP_DEMUX_DONE) {
    CImageCodecs_setMessage(message, "the data ends before the animation is complete");
    return CImageCodecs_Truncated;
  }
  if (*frameCount < 1) {
    CImageCodecs_setMessage(message, "the animation has no frame");
    return CImageCodecs_Corrupt;
  }
  return CImageCodecs_OK;
}

CImageCodecs_Status CImageCodecs_inspectWebP(const uint8_t *data, size_t size,
                                             CImageCodecs_Info *info,
                                             CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (data == NULL || info == NULL) return CImageCodecs_InvalidArgument;
  WebPBitstreamFeatures features;
  CImageCodecs_Status status = webpStatus(WebPGetFeatures(data, size, &features), message);
  if (status != CImageCodecs_OK) return status;
  memset(info, 0, sizeof *info);
  info->width = features.width;
  info->height = features.height;
  info->bitDepth = 8;
  info->colourType = features.has_alpha ? CImageCodecs_ColourRGBA : CImageCodecs_ColourRGB;
  info->hasAlpha = features.has_alpha ? 1 : 0;
  info->interlaced = 0;
  info->frameCount = 1;
  info->lossless = features.format == 2 ? 1 : features.format == 1 ? 0 : -1;
  if (features.has_animation) {
    // Count the frames the container holds; a cut-off animation still reports its size.
    WebPData whole = {data, size};
    WebPDemuxState state = WEBP_DEMUX_PARSE_ERROR;
    WebPDemuxer *demuxer = WebPDemuxPartial(&whole, &state);
    if (demuxer == NULL || state == WEBP_DEMUX_PARSE_ERROR) {
      WebPDemuxDelete(demuxer);
      CImageCodecs_setMessage(message, "libwebp could not parse the animation container");
      return CImageCodecs_Corrupt;
    }
    info->frameCount = (int32_t)WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT);
    WebPDemuxDelete(demuxer);
  }
  return CImageCodecs_OK;
}

CImageCodecs_Status CImageCodecs_decodeWebP(const uint8_t *data, size_t size, uint8_t *rgba,
                                            size_t capacity, CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (data == NULL || rgba == NULL) return CImageCodecs_InvalidArgument;
  WebPBitstreamFeatures features;
  CImageCodecs_Status status = webpStatus(WebPGetFeatures(data, size, &features), message);
  if (status != CImageCodecs_OK) return status;
  size_t needed = (size_t)features.width * (size_t)features.height * 4;
  if (needed != capacity) {
    CImageCodecs_setMessage(message, "the pixel buffer holds %zu bytes, the image needs %zu",
                            capacity, needed);
    return CImageCodecs_InvalidArgument;
  }
  if (!features.has_animation) {
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
      CImageCodecs_setMessage(message, "libwebp version mismatch");
      return CImageCodecs_Unsupported;
    }
    config.output.colorspace = MODE_RGBA;
    config.output.is_external_memory = 1;
    config.output.u.RGBA.rgba = rgba;
    config.output.u.RGBA.stride = features.width * 4;
    config.output.u.RGBA.size = capacity;
    status = webpStatus(WebPDecode(data, size, &config), message);
    WebPFreeDecBuffer(&config.output);
    return status;
  }
  // An animation: the first frame, composited on the canvas as a viewer would show it.
  WebPData whole = {data, size};
  int frameCount = 0;
  status = webpCheckContainer(&whole, &frameCount, message);
  if (status != CImageCodecs_OK) return status;
  WebPAnimDecoderOptions options;
  if (!WebPAnimDecoderOptionsInit(&options)) {
    CImageCodecs_setMessage(message, "libwebp version mismatch");
    return CImageCodecs_Unsupported;
  }
  options.color_mode = MODE_RGBA;
  options.use_threads = 0;
  WebPAnimDecoder *decoder = WebPAnimDecoderNew(&whole, &options);
  if (decoder == NULL) {
    CImageCodecs_setMessage(message, "libwebp could not start decoding the animation");
    return CImageCodecs_Corrupt;
  }
  WebPAnimInfo animation;
  uint8_t *canvas = NULL;
  int timestamp = 0;
  if (!WebPAnimDecoderGetInfo(decoder, &animation) ||
      (size_t)animation.canvas_width * animation.canvas_height * 4 != capacity) {
    WebPAnimDecoderDelete(decoder);
    CImageCodecs_setMessage(message, "the animation canvas differs from the header size");
    return CImageCodecs_Corrupt;
  }
  if (!WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) || canvas == NULL) {
    WebPAnimDecoderDelete(decoder);
    CImageCodecs_setMessage(message, "libwebp could not decode the first frame");
    return CImageCodecs_Corrupt;
  }
  memcpy(rgba, canvas, capacity);
  WebPAnimDecoderDelete(decoder);
  return CImageCodecs_OK;
}

// MARK: Encoding

static const char *webpEncodingError(WebPEncodingError code) {
  switch (code) {
    case VP8_ENC_ERROR_OUT_OF_MEMORY: return "out of memory";
    case VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: return "out of memory for the bitstream";
    case VP8_ENC_ERROR_NULL_PARAMETER: return "a null parameter";
    case VP8_ENC_ERROR_INVALID_CONFIGURATION: return "an invalid configuration";
    case VP8_ENC_ERROR_BAD_DIMENSION: return "a size beyond 16383x16383";
    case VP8_ENC_ERROR_PARTITION0_OVERFLOW: return "partition 0 is too big (lower the quality)";
    case VP8_ENC_ERROR_PARTITION_OVERFLOW: return "a partition is too big (lower the quality)";
    case VP8_ENC_ERROR_BAD_WRITE: return "a failed write";
    case VP8_ENC_ERROR_FILE_TOO_BIG: return "a file bigger than 4 GiB";
    case VP8_ENC_ERROR_USER_ABORT: return "an abort";
    default: return "an unknown error";
  }
}

/// Copies libwebp-owned bytes into malloc'd memory the caller releases with freeBuffer.
static CImageCodecs_Status webpHandOver(const uint8_t *bytes, size_t size,
                                        CImageCodecs_Buffer *output,
                                        CImageCodecs_Message *message) {
  output->bytes = (uint8_t *)malloc(size > 0 ? size : 1);
  if (output->bytes == NULL) {
    CImageCodecs_setMessage(message, "out of memory for the encoded WebP");
    return CImageCodecs_OutOfMemory;
  }
  memcpy(output->bytes, bytes, size);
  output->size = size;
  return CImageCodecs_OK;
}

static int webpConfigure(WebPConfig *config, int lossless, float quality) {
  if (!WebPConfigInit(config)) return 0;
  config->lossless = lossless ? 1 : 0;
  config->quality = quality < 0 ? 0 : quality > 100 ? 100 : quality;
  config->method = 4;
  // Lossless keeps the colour under fully transparent pixels, so round trips are exact.
  config->exact = lossless ? 1 : 0;
  return WebPValidateConfig(config);
}

static int webpImport(WebPPicture *picture, const uint8_t *rgba, int32_t width, int32_t height) {
  if (!WebPPictureInit(picture)) return 0;
  picture->use_argb = 1;
  picture->width = width;
  picture->height = height;
  return WebPPictureImportRGBA(picture, rgba, width * 4);
}

CImageCodecs_Status CImageCodecs_encodeWebP(const uint8_t *rgba, int32_t width, int32_t height,
                                            int32_t lossless, float quality,
                                            CImageCodecs_Buffer *output,
                                            CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (rgba == NULL || output == NULL || width <= 0 || height <= 0) {
    return CImageCodecs_InvalidArgument;
  }
  output->bytes = NULL;
  output->size = 0;
  if (width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION) {
    CImageCodecs_setMessage(message, "WebP holds at most %dx%d pixels", WEBP_MAX_DIMENSION,
                            WEBP_MAX_DIMENSION);
    return CImageCodecs_EncodeFailed;
  }
  WebPConfig config;
  if (!webpConfigure(&config, lossless, quality)) {
    CImageCodecs_setMessage(message, "libwebp rejected the configuration");
    return CImageCodecs_EncodeFailed;
  }
  WebPPicture picture;
  if (!webpImport(&picture, rgba, width, height)) {
    WebPPictureFree(&picture);
    CImageCodecs_setMessage(message, "out of memory for the WebP picture");
    return CImageCodecs_OutOfMemory;
  }
  WebPMemoryWriter writer;
  WebPMemoryWriterInit(&writer);
  picture.writer = WebPMemoryWrite;
  picture.custom_ptr = &writer;
  CImageCodecs_Status status;
  if (WebPEncode(&config, &picture)) {
    status = webpHandOver(writer.mem, writer.size, output, message);
  } else {
    CImageCodecs_setMessage(message, "libwebp failed with %s", webpEncodingError(picture.error_code));
    status = CImageCodecs_EncodeFailed;
  }
  WebPMemoryWriterClear(&writer);
  WebPPictureFree(&picture);
  return status;
}

// MARK: Animation

struct CImageCodecs_WebPAnimation {
  WebPAnimEncoder *encoder;
  WebPConfig config;
  int32_t width;
  int32_t height;
  int timestamp;
  int finished;
};

CImageCodecs_WebPAnimation *CImageCodecs_webpAnimationCreate(int32_t width, int32_t height,
                                                             int32_t loopCount, int32_t lossless,
                                                             float quality) {
  if (width <= 0 || height <= 0 || width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION) {
    return NULL;
  }
  CImageCodecs_WebPAnimation *animation =
      (CImageCodecs_WebPAnimation *)calloc(1, sizeof *animation);
  if (animation == NULL) return NULL;
  WebPAnimEncoderOptions options;
  if (!WebPAnimEncoderOptionsInit(&options) ||
      !webpConfigure(&animation->config, lossless, quality)) {
    free(animation);
    return NULL;
  }
  options.anim_params.loop_count = loopCount < 0 ? 0 : loopCount;
  options.allow_mixed = 0;
  animation->encoder = WebPAnimEncoderNew(width, height, &options);
  if (animation->encoder == NULL) {
    free(animation);
    return NULL;
  }
  animation->width = width;
  animation->height = height;
  return animation;
}

CImageCodecs_Status CImageCodecs_webpAnimationAddFrame(CImageCodecs_WebPAnimation *animation,
                                                       const uint8_t *rgba,
                                                       int32_t durationMilliseconds,
                                                       CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (animation == NULL || rgba == NULL || animation->finished || durationMilliseconds <= 0) {
    return CImageCodecs_InvalidArgument;
  }
  WebPPicture picture;
  if (!webpImport(&picture, rgba, animation->width, animation->height)) {
    WebPPictureFree(&picture);
    CImageCodecs_setMessage(message, "out of memory for the WebP picture");
    return CImageCodecs_OutOfMemory;
  }
  int added = WebPAnimEncoderAdd(animation->encoder, &picture, animation->timestamp,
                                 &animation->config);
  WebPPictureFree(&picture);
  if (!added) {
    CImageCodecs_setMessage(message, "libwebp could not add the frame: %s",
                            WebPAnimEncoderGetError(animation->encoder));
    return CImageCodecs_EncodeFailed;
  }
  animation->timestamp += durationMilliseconds;
  return CImageCodecs_OK;
}

CImageCodecs_Status CImageCodecs_webpAnimationFinish(CImageCodecs_WebPAnimation *animation,
                                                     CImageCodecs_Buffer *output,
                                                     CImageCodecs_Message *message) {
  CImageCodecs_clearMessage(message);
  if (animation == NULL || output == NULL || animation->finished) {
    return CImageCodecs_InvalidArgument;
  }
  output->bytes = NULL;
  output->size = 0;
  animation->finished = 1;
  WebPData assembled;
  WebPDataInit(&assembled);
  // A NULL frame marks the end time, which fixes the last frame's duration.
  if (!WebPAnimEncoderAdd(animation->encoder, NULL, animation->timestamp, NULL) ||
      !WebPAnimEncoderAssemble(animation->encoder, &assembled)) {
    CImageCodecs_setMessage(message, "libwebp could not assemble the animation: %s",
                            WebPAnimEncoderGetError(animation->encoder));
    WebPDataClear(&assembled);
    return CImageCodecs_EncodeFailed;
  }
  CImageCodecs_Status status = webpHandOver(assembled.bytes, assembled.size, output, message);
  WebPDataClear(&assembled);
  return status;
}

void CImageCodecs_webpAnimationDestroy(CImageCodecs_WebPAnimation *animation) {
  if (animation == NULL) return;
  WebPAnimEncoderDelete(animation->encoder);
  free(animation);
}
