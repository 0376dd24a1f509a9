// C because libpng and libjpeg report errors through setjmp/longjmp, which Swift cannot catch.
#include "CImageCodecs.h"
