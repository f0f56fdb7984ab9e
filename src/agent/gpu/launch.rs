//! Launches of `update.cu`'s kernels on candle's CUDA tensors.

use super::{count, AdamArgs};
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{LaunchConfig, PushKernelArg};
use candle_core::cuda_backend::WrapErr;
use candle_core::{
    CpuStorage, CudaDevice, CudaStorage, CustomOp1, CustomOp2, Layout, Result, Shape, Storage,
    Tensor,
};

/// `update.cu` compiled to PTX by build.rs.
const PTX: &str = include_str!(concat!(env!("OUT_DIR"), "/update.ptx"));
/// The name candle keeps the loaded module under.
const MODULE: &str = "reincarnate-update";

/// The f32 values of a contiguous CUDA tensor argument.
pub(super) fn view<'a>(
    s: &'a CudaStorage,
    l: &Layout,
    what: &str,
) -> Result<candle_core::cuda_backend::cudarc::driver::CudaView<'a, f32>> {
    let (a, b) = l
        .contiguous_offsets()
        .ok_or_else(|| candle_core::Error::Msg(format!("{what} must be contiguous")))?;
    Ok(s.as_cuda_slice::<f32>()?.slice(a..b))
}

/// The free memory of `device`'s GPU in bytes (`None` if the driver does not say).
pub(super) fn free_memory(device: &CudaDevice) -> Option<u64> {
    let (free, _total) = device.cuda_stream().context().mem_get_info().ok()?;
    Some(free as u64)
}

/// One Adam step of parameter `p` in place, with its moments `m` and `v` (also in place) and
/// its gradient `g`: `update.cu`'s `adam_step_f32` (the numbers as arguments) or
/// `adam_step_f32_in_memory` (read from a device tensor), one launch.
pub(in crate::agent) fn adam_step(
    p: &Tensor,
    m: &Tensor,
    v: &Tensor,
    g: &Tensor,
    args: AdamArgs<'_>,
) -> Result<()> {
    let n = count(p, "Adam")?;
    for t in [m, v, g] {
        if t.elem_count() != p.elem_count() {
            candle_core::bail!("Adam: parameter, moments and gradient differ in size");
        }
    }
    let guards = [p, m, v, g].map(|t| t.storage_and_layout());
    let mut views = Vec::with_capacity(4);
    let mut device = None;
    for ((storage, layout), what) in
        guards
            .iter()
            .zip(["parameter", "moment", "moment", "gradient"])
    {
        let Storage::Cuda(c) = &**storage else {
            candle_core::bail!("Adam's GPU kernel: the {what} is not on a GPU");
        };
        device.get_or_insert_with(|| c.device().clone());
        views.push(view(c, layout, what)?);
    }
    let device = device.expect("four tensors");
    let numbers_guard = match args {
        AdamArgs::InMemory(t) if t.dims() == [6] => Some(t.storage_and_layout()),
        AdamArgs::InMemory(_) => candle_core::bail!("Adam's numbers in memory must be 6 f32"),
        AdamArgs::Values(_) => None,
    };
    let numbers = match &numbers_guard {
        Some((storage, layout)) => match &**storage {
            Storage::Cuda(c) => Some(view(c, layout, "Adam's numbers")?),
            _ => candle_core::bail!("Adam's GPU kernel: its numbers are not on a GPU"),
        },
        None => None,
    };
    let values = match args {
        AdamArgs::Values(v) => v,
        AdamArgs::InMemory(_) => [0.0; 6],
    };
    let name = match numbers {
        Some(_) => "adam_step_f32_in_memory",
        None => "adam_step_f32",
    };
    let func = device.get_or_load_custom_func(name, MODULE, PTX)?;
    let mut b = func.builder();
    // The kernel writes the parameter and the moments through these views: cudarc's event
    // tracking, which would take them for reads, is off whenever the `adam` lever is on.
    for v in &views {
        b.arg(v);
    }
    b.arg(&n);
    match &numbers {
        Some(view) => {
            b.arg(view);
        }
        None => {
            for x in &values {
                b.arg(x);
            }
        }
    }
    // SAFETY: the arguments are the kernel's, in its order and types; each view holds n f32,
    // the numbers' view six.
    unsafe { b.launch(LaunchConfig::for_num_elems(n)) }.w()?;
    Ok(())
}

/// IMPALA's max-pool of `x` (`[B, C, H, W]`) with `update.cu`'s kernels, forward and backward.
pub(in crate::agent) fn max_pool(x: &Tensor) -> Result<Tensor> {
    x.contiguous()?.apply_op1(Pool)
}

/// The forward; its backward is [`PoolGrad`].
struct Pool;

/// The backward (arguments: the pool's input, the output's gradient).
struct PoolGrad;

/// Planes, height and width of a `[B, C, H, W]` layout, as the kernels take them.
fn planes(l: &Layout) -> Result<(u32, u32, u32)> {
    let (b, c, h, w) = l.shape().dims4()?;
    let fit = |n: usize| u32::try_from(n).ok();
    match (fit(b * c * h * w), fit(b * c), fit(h), fit(w)) {
        (Some(_), Some(p), Some(h), Some(w)) if h > 0 && w > 0 => Ok((p, h, w)),
        _ => candle_core::bail!("max-pool: a {:?} input does not fit the kernel", l.dims()),
    }
}

/// The output side for an input side `n`, as `update.cu`'s `pool_out_len`.
fn out_len(n: u32) -> u32 {
    n.div_ceil(2)
}

fn launch_config(n: u32) -> LaunchConfig {
    LaunchConfig::for_num_elems(n.max(1))
}

fn alloc(
    device: &CudaDevice,
    n: u32,
) -> Result<candle_core::cuda_backend::cudarc::driver::CudaSlice<f32>> {
    // SAFETY: every value is written by the kernel before it is read.
    unsafe { device.alloc::<f32>(n as usize) }
}

impl CustomOp1 for Pool {
    fn name(&self) -> &'static str {
        "max-pool-3x3-s2-p1-gpu"
    }

    fn cpu_fwd(&self, _: &CpuStorage, _: &Layout) -> Result<(CpuStorage, Shape)> {
        candle_core::bail!("the max-pool's GPU kernel runs on a GPU only")
    }

    fn cuda_fwd(&self, s: &CudaStorage, l: &Layout) -> Result<(CudaStorage, Shape)> {
        let (p, h, w) = planes(l)?;
        let x = view(s, l, "max-pool input")?;
        let device = s.device();
        let n = p * out_len(h) * out_len(w);
        let out = alloc(device, n)?;
        let func = device.get_or_load_custom_func("max_pool_3x3_s2_p1_f32", MODULE, PTX)?;
        let mut b = func.builder();
        b.arg(&x).arg(&out).arg(&p).arg(&h).arg(&w);
        // SAFETY: the kernel's arguments, in its order and types; `out` holds n f32.
        unsafe { b.launch(launch_config(n)) }.w()?;
        let (bs, c, _, _) = l.shape().dims4()?;
        Ok((
            CudaStorage::wrap_cuda_slice(out, device.clone()),
            Shape::from((bs, c, out_len(h) as usize, out_len(w) as usize)),
        ))
    }

    fn bwd(&self, arg: &Tensor, _res: &Tensor, grad: &Tensor) -> Result<Option<Tensor>> {
        Ok(Some(arg.apply_op2_no_bwd(&grad.contiguous()?, &PoolGrad)?))
    }
}

impl CustomOp2 for PoolGrad {
    fn name(&self) -> &'static str {
        "max-pool-3x3-s2-p1-grad-gpu"
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        candle_core::bail!("the max-pool's GPU kernel runs on a GPU only")
    }

    fn cuda_fwd(
        &self,
        s1: &CudaStorage,
        l1: &Layout,
        s2: &CudaStorage,
        l2: &Layout,
    ) -> Result<(CudaStorage, Shape)> {
        let (p, h, w) = planes(l1)?;
        let (bs, c, _, _) = l1.shape().dims4()?;
        if l2.dims() != [bs, c, out_len(h) as usize, out_len(w) as usize] {
            candle_core::bail!("max-pool backward: gradient shape {:?}", l2.dims());
        }
        let x = view(s1, l1, "max-pool input")?;
        let g = view(s2, l2, "max-pool gradient")?;
        let device = s1.device();
        let n = p * h * w;
        let out = alloc(device, n)?;
        let func =
            device.get_or_load_custom_func("max_pool_3x3_s2_p1_backward_f32", MODULE, PTX)?;
        let mut b = func.builder();
        b.arg(&x).arg(&g).arg(&out).arg(&p).arg(&h).arg(&w);
        // SAFETY: the kernel's arguments, in its order and types; `out` holds n f32.
        unsafe { b.launch(launch_config(n)) }.w()?;
        Ok((
            CudaStorage::wrap_cuda_slice(out, device.clone()),
            l1.shape().clone(),
        ))
    }
}
