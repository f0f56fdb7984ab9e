#include "cuda.h"
#include "cudaProfiler.h"
