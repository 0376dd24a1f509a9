// CImageCodecs: the only code that includes the libpng, libjpeg and libwebp headers.
//
// Every function takes the encoded bytes (or pixels), never prints, never exits, and returns a
// status with a message in a caller-owned `CImageCodecs_Message`. Decoding is two-phase: the
// caller inspects the header, checks the declared size against its limit, allocates exactly
// `width * height * 4` bytes and only then asks for the pixels (RGBA8, row-major, top row first).
#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a call did. Values are stable; the Swift side maps each one to an error case.
typedef enum __attribute__((enum_extensibility(closed))) CImageCodecs_Status {
  /// Success.
  CImageCodecs_OK = 0,
  /// The data ends before the image is complete.
  CImageCodecs_Truncated = 1,
  /// The library rejected the data; the message holds its reason.
  CImageCodecs_Corrupt = 2,
  /// A valid file using a feature the decoder does not handle.
  CImageCodecs_Unsupported = 3,
  /// Memory ran out inside the library.
  CImageCodecs_OutOfMemory = 4,
  /// A programmer error: a buffer of the wrong size, a null pointer.
  CImageCodecs_InvalidArgument = 5,
  /// The encoder failed; the message holds its reason.
  CImageCodecs_EncodeFailed = 6,
} CImageCodecs_Status;

/// Colour models as stored in the file.
enum {
  CImageCodecs_ColourGrey = 0,
  CImageCodecs_ColourGreyAlpha = 1,
  CImageCodecs_ColourRGB = 2,
  CImageCodecs_ColourRGBA = 3,
  CImageCodecs_ColourPalette = 4,
  CImageCodecs_ColourCMYK = 5,
  CImageCodecs_ColourYCCK = 6,
  CImageCodecs_ColourYCbCr = 7,
};

/// A message from a library, NUL-terminated (empty when there is none).
typedef struct CImageCodecs_Message {
  char text[256];
} CImageCodecs_Message;

/// What a file's header declares.
typedef struct CImageCodecs_Info {
  /// Stored width and height in pixels (before any EXIF orientation).
  int32_t width;
  int32_t height;
  /// Bits per sample as stored (1, 2, 4, 8 or 16).
  int32_t bitDepth;
  /// One of the `CImageCodecs_Colour*` values.
  int32_t colourType;
  /// 1 when the file carries alpha (an alpha channel, tRNS, or WebP alpha).
  int32_t hasAlpha;
  /// 1 for Adam7-interlaced PNG or progressive JPEG.
  int32_t interlaced;
  /// Number of frames (WebP animation), 1 otherwise.
  int32_t frameCount;
  /// WebP: 1 lossless (VP8L), 0 lossy (VP8), -1 mixed or unknown. Other formats: -1.
  int32_t lossless;
} CImageCodecs_Info;

/// An encoded file allocated by the library; release it with `CImageCodecs_freeBuffer`.
typedef struct CImageCodecs_Buffer {
  uint8_t *bytes;
  size_t size;
} CImageCodecs_Buffer;

/// JPEG colour models the encoder can write.
enum {
  CImageCodecs_JPEGColourYCbCr = 0,
  CImageCodecs_JPEGColourGrey = 1,
  /// Adobe CMYK (inverted, with an APP14 marker), derived naively from RGB.
  CImageCodecs_JPEGColourCMYK = 2,
};

// MARK: PNG

/// Reads the PNG header (up to the first IDAT) into `info`.
CImageCodecs_Status CImageCodecs_inspectPNG(const uint8_t *data, size_t size,
                                            CImageCodecs_Info *info,
                                            CImageCodecs_Message *message);

/// Decodes a PNG into `rgba` (`capacity` must equal width * height * 4 from the header).
CImageCodecs_Status CImageCodecs_decodePNG(const uint8_t *data, size_t size, uint8_t *rgba,
                                           size_t capacity, CImageCodecs_Message *message);

/// Encodes RGBA8 pixels as an 8-bit RGBA (or RGB when every pixel is opaque) PNG.
CImageCodecs_Status CImageCodecs_encodePNG(const uint8_t *rgba, int32_t width, int32_t height,
                                           int32_t compressionLevel, CImageCodecs_Buffer *output,
                                           CImageCodecs_Message *message);

// MARK: JPEG

/// Reads the JPEG header (up to the first scan) into `info`.
CImageCodecs_Status CImageCodecs_inspectJPEG(const uint8_t *data, size_t size,
                                             CImageCodecs_Info *info,
                                             CImageCodecs_Message *message);

/// Decodes a JPEG into `rgba` (`capacity` must equal width * height * 4 from the header).
/// Any libjpeg "corrupt data" warning is an error. EXIF orientation is not applied here.
CImageCodecs_Status CImageCodecs_decodeJPEG(const uint8_t *data, size_t size, uint8_t *rgba,
                                            size_t capacity, CImageCodecs_Message *message);

/// Encodes RGBA8 pixels as JPEG (alpha is dropped); `quality` is 1-100.
CImageCodecs_Status CImageCodecs_encodeJPEG(const uint8_t *rgba, int32_t width, int32_t height,
                                            int32_t quality, int32_t progressive,
                                            int32_t colourModel, CImageCodecs_Buffer *output,
                                            CImageCodecs_Message *message);

// MARK: WebP

/// Reads the WebP header (features and, for animations, the frame count) into `info`.
CImageCodecs_Status CImageCodecs_inspectWebP(const uint8_t *data, size_t size,
                                             CImageCodecs_Info *info,
                                             CImageCodecs_Message *message);

/// Decodes a WebP (the first frame of an animation, composited on its canvas) into `rgba`.
CImageCodecs_Status CImageCodecs_decodeWebP(const uint8_t *data, size_t size, uint8_t *rgba,
                                            size_t capacity, CImageCodecs_Message *message);

/// Encodes RGBA8 pixels as WebP: lossy at `quality` 0-100, or lossless (`lossless` 1) with
/// `quality` meaning effort 0-100, as in libwebp.
CImageCodecs_Status CImageCodecs_encodeWebP(const uint8_t *rgba, int32_t width, int32_t height,
                                            int32_t lossless, float quality,
                                            CImageCodecs_Buffer *output,
                                            CImageCodecs_Message *message);

/// An animated WebP under construction (opaque).
typedef struct CImageCodecs_WebPAnimation CImageCodecs_WebPAnimation;

/// Starts an animation of `width` x `height` frames; NULL when memory runs out.
CImageCodecs_WebPAnimation *CImageCodecs_webpAnimationCreate(int32_t width, int32_t height,
                                                             int32_t loopCount, int32_t lossless,
                                                             float quality);

/// Adds one frame shown for `durationMilliseconds`.
CImageCodecs_Status CImageCodecs_webpAnimationAddFrame(CImageCodecs_WebPAnimation *animation,
                                                       const uint8_t *rgba,
                                                       int32_t durationMilliseconds,
                                                       CImageCodecs_Message *message);

/// Finishes the animation into `output`. The animation can take no more frames afterwards.
CImageCodecs_Status CImageCodecs_webpAnimationFinish(CImageCodecs_WebPAnimation *animation,
                                                     CImageCodecs_Buffer *output,
                                                     CImageCodecs_Message *message);

/// Releases an animation (NULL is fine).
void CImageCodecs_webpAnimationDestroy(CImageCodecs_WebPAnimation *animation);

// MARK: Memory

/// Releases a buffer returned by an encoder (its bytes become NULL).
void CImageCodecs_freeBuffer(CImageCodecs_Buffer *buffer);

#ifdef __cplusplus
}
#endif

#endif
