#!/usr/bin/env bash
# Writes docs/cli.md, the command-line reference, from the command's clap definitions (its
# --help texts), and the table of settings in docs/training.md from src/config/settings.rs.
# A test fails while a committed file differs from what they generate.
#
#   bash scripts/build/cli_docs.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
REINCARNATE_WRITE_CLI_DOCS=1 cargo test --release --bin reincarnate \
  the_cli_reference_is_generated_from_the_current_definitions
REINCARNATE_WRITE_CLI_DOCS=1 cargo test --release --lib \
  docs_training_md_shows_the_generated_table_of_settings
