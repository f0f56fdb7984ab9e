#include "cuda.h"
#include "cudnn.h"
#include "cudnn_backend.h"
