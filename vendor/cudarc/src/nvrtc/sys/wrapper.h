#include "cuda.h"
#include "nvrtc.h"