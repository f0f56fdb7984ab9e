#include "cuda.h"
#include "cutensor.h"
