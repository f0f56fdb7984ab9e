#!/usr/bin/env bash
# A single-node Slurm cluster on this machine, for testing `reincarnate sweep --slurm`:
# munge, slurmctld and slurmd (Debian's slurm-wlm packages) with their own configuration,
# state and logs in DIR, on ports of their own. Needs root.
#
#   bash scripts/check/slurm_local.sh start DIR   start it; prints `export SLURM_CONF=DIR/slurm.conf`
#   bash scripts/check/slurm_local.sh stop DIR    stop its daemons and wait until they are gone (DIR is
#                                           left for the logs)
#
# Start fails with a reason (exit 1) when a daemon cannot start or the node does not come up
# within 30 s; the daemons' logs are in DIR.
set -euo pipefail
cmd="${1:-}"
dir="${2:-}"
if [ -z "$cmd" ] || [ -z "$dir" ]; then
  echo "usage: bash scripts/check/slurm_local.sh start|stop DIR" >&2
  exit 2
fi
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
conf="$dir/slurm.conf"

stop() {
  for p in slurmd slurmctld munged; do
    if [ -f "$dir/$p.pid" ]; then
      pid="$(cat "$dir/$p.pid")"
      kill "$pid" 2>/dev/null || true
      # A daemon writes its state and logs as it shuts down: wait (up to 10 s) until it is
      # gone, so that DIR can be removed once stop returns.
      for _ in $(seq 100); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
      done
      rm -f "$dir/$p.pid"
    fi
  done
}

if [ "$cmd" = stop ]; then
  stop
  exit 0
fi
if [ "$cmd" != start ]; then
  echo "usage: bash scripts/check/slurm_local.sh start|stop DIR" >&2
  exit 2
fi
for b in munged slurmctld slurmd sbatch; do
  command -v "$b" >/dev/null || { echo "$b is not installed (apt-get install slurmctld slurmd slurm-client munge)" >&2; exit 1; }
done
if [ "$(id -u)" -ne 0 ]; then
  echo "a local Slurm needs root" >&2
  exit 1
fi
host="$(hostname -s)"
cpus="$(nproc)"
mem=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 / 2 ))
# Ports of our own, so an installed Slurm is left alone.
ctld_port="${SLURM_LOCAL_CTLD_PORT:-16817}"
slurmd_port="${SLURM_LOCAL_SLURMD_PORT:-16818}"
mkdir -p "$dir/state" "$dir/spool" "$dir/munge"
chmod 700 "$dir/munge"

# munge with its own socket and key.
if [ ! -f "$dir/munge/munge.key" ]; then
  dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
  chmod 400 "$dir/munge/munge.key"
fi
socket="$dir/munge/munge.socket"
munged --force --key-file="$dir/munge/munge.key" --socket="$socket" \
  --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/seed"

cat > "$conf" <<CONF
ClusterName=reincarnate-local
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
SchedulerType=sched/backfill
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF

export SLURM_CONF="$conf"
slurmctld -f "$conf" || { echo "slurmctld did not start: see $dir/slurmctld.log" >&2; tail -5 "$dir/slurmctld.log" >&2 || true; stop; exit 1; }
slurmd -f "$conf" || { echo "slurmd did not start: see $dir/slurmd.log" >&2; tail -5 "$dir/slurmd.log" >&2 || true; stop; exit 1; }
for _ in $(seq 60); do
  if sinfo -h -o "%t" 2>/dev/null | grep -qE "^(idle|mix|alloc)"; then
    echo "export SLURM_CONF=$conf"
    exit 0
  fi
  sleep 0.5
done
echo "the node did not come up within 30 s: see $dir/slurmctld.log and $dir/slurmd.log" >&2
sinfo >&2 || true
tail -5 "$dir/slurmctld.log" "$dir/slurmd.log" >&2 || true
stop
exit 1
