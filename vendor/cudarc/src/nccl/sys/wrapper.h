#include "cuda.h"
#include "nccl.h"