//! The command line described from its own definitions: shell completions
//! (`reincarnate completions SHELL`), man pages (`reincarnate man`) and the Markdown
//! reference in docs/cli.md, all generated from the clap definitions and their `--help`
//! texts, never written by hand.

use anyhow::{Context, Result};
use clap::CommandFactory;
use std::path::PathBuf;

/// `reincarnate completions`.
#[derive(clap::Args, Debug)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell. Print the script, then e.g.
    /// `reincarnate completions bash > ~/.local/share/bash-completion/completions/reincarnate`.
    shell: clap_complete::Shell,
}

/// `reincarnate man`.
#[derive(clap::Args, Debug)]
pub struct ManArgs {
    /// Write a page for the command and one for each subcommand (`reincarnate.1`,
    /// `reincarnate-train.1`, ...) into this directory; without it, print `reincarnate.1`
    /// (`reincarnate man | man -l -`).
    #[arg(long)]
    out_dir: Option<PathBuf>,
}

/// Writes `text` to standard output; a reader that closed the pipe early (`| head`) is not
/// an error.
fn print(text: &[u8]) -> Result<()> {
    use std::io::Write;
    match std::io::stdout().write_all(text) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(e).context("could not write to standard output")
        }
        _ => Ok(()),
    }
}

/// Prints the completion script for `args.shell`.
pub fn completions(args: &CompletionsArgs) -> Result<()> {
    let mut cmd = super::Cli::command();
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "reincarnate", &mut script);
    print(&script)
}

/// Prints the main man page, or writes every page into `--out-dir`.
pub fn man(args: &ManArgs) -> Result<()> {
    let cmd = super::Cli::command();
    match &args.out_dir {
        None => {
            let mut page = Vec::new();
            clap_mangen::Man::new(cmd)
                .render(&mut page)
                .context("could not render the man page")?;
            print(&page)
        }
        Some(dir) => {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("could not create {}", dir.display()))?;
            clap_mangen::generate_to(cmd, dir)
                .with_context(|| format!("could not write the man pages into {}", dir.display()))?;
            println!("man pages written to {}", dir.display());
            Ok(())
        }
    }
}

/// The Markdown reference of the whole command line (docs/cli.md; written by its test, for
/// the app's build).
#[cfg(all(test, feature = "gui"))]
pub fn markdown() -> String {
    let options = clap_markdown::MarkdownOptions::new()
        .title("Command-line reference".into())
        .show_footer(false);
    let body = clap_markdown::help_markdown_custom::<super::Cli>(&options);
    format!(
        "<!-- Generated from the command's definitions by `bash scripts/build/cli_docs.sh`; do not \
         edit. -->\n\n{body}"
    )
}

#[cfg(test)]
mod tests {
    use super::super::Cli;
    use clap::Parser;
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    fn root() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    /// docs/cli.md is what the definitions generate (the app's build: the default
    /// features); `REINCARNATE_WRITE_CLI_DOCS=1` writes it instead.
    #[cfg(feature = "gui")]
    #[test]
    fn the_cli_reference_is_generated_from_the_current_definitions() {
        let path = root().join("docs/cli.md");
        let generated = super::markdown();
        if std::env::var_os("REINCARNATE_WRITE_CLI_DOCS").is_some() {
            std::fs::write(&path, &generated).unwrap();
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "docs/cli.md is stale: run `bash scripts/build/cli_docs.sh` and commit it"
        );
        for command in [
            "train",
            "dqn",
            "race",
            "sweep",
            "eval",
            "completions",
            "man",
        ] {
            assert!(
                generated.contains(&format!("## `reincarnate {command}`")),
                "{command}"
            );
        }
        assert!(generated.contains("--final-eval-episodes"));
    }

    /// README.md and every page under docs/.
    fn documents() -> Vec<PathBuf> {
        fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "md") {
                    out.push(path);
                }
            }
        }
        let mut docs = vec![root().join("README.md")];
        walk(&root().join("docs"), &mut docs);
        docs.sort();
        docs
    }

    /// The text of `markdown` outside fenced code blocks and inline code spans.
    fn prose(markdown: &str) -> String {
        let mut out = String::new();
        let mut fenced = false;
        for line in markdown.lines() {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                continue;
            }
            if fenced {
                continue;
            }
            // Drop `code` spans.
            let mut in_code = false;
            for c in line.chars() {
                if c == '`' {
                    in_code = !in_code;
                } else if !in_code {
                    out.push(c);
                }
            }
            out.push('\n');
        }
        out
    }

    /// Every link and image target in `markdown`: `[text](target)`, `![alt](target)` and
    /// `<img src="target">`.
    fn targets(markdown: &str) -> Vec<String> {
        let text = prose(markdown);
        let mut found = Vec::new();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            if let Some(end) = after.find(')') {
                let target = after[..end].split_whitespace().next().unwrap_or("");
                found.push(target.to_string());
            }
            rest = after;
        }
        let mut rest = text.as_str();
        while let Some(i) = rest.find("src=\"") {
            let after = &rest[i + 5..];
            if let Some(end) = after.find('"') {
                found.push(after[..end].to_string());
            }
            rest = after;
        }
        found
    }

    /// GitHub's anchors of the headings of `markdown`: lowercase, spaces to hyphens, other
    /// punctuation but `-` and `_` dropped, repeats numbered `-1`, `-2`, ...
    fn anchors(markdown: &str) -> BTreeSet<String> {
        let mut seen: BTreeSet<String> = BTreeSet::new();
        let mut fenced = false;
        for line in markdown.lines() {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
            }
            if fenced || !line.starts_with('#') {
                continue;
            }
            let title = line.trim_start_matches('#').trim();
            let slug: String = title
                .to_lowercase()
                .chars()
                .filter_map(|c| match c {
                    ' ' => Some('-'),
                    c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                    _ => None,
                })
                .collect();
            let mut anchor = slug.clone();
            let mut k = 1;
            while seen.contains(&anchor) {
                anchor = format!("{slug}-{k}");
                k += 1;
            }
            seen.insert(anchor);
        }
        seen
    }

    #[test]
    fn every_relative_link_image_and_anchor_in_the_docs_resolves() {
        let mut broken = Vec::new();
        let mut checked = 0;
        for doc in documents() {
            let text = std::fs::read_to_string(&doc).unwrap();
            for target in targets(&text) {
                if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                checked += 1;
                let (file, anchor) = match target.split_once('#') {
                    Some((f, a)) => (f, Some(a)),
                    None => (target.as_str(), None),
                };
                let path = if file.is_empty() {
                    doc.clone()
                } else {
                    doc.parent().unwrap().join(file)
                };
                let shown = doc.strip_prefix(root()).unwrap().display().to_string();
                if !path.exists() {
                    broken.push(format!("{shown}: {target} (no such file)"));
                    continue;
                }
                if let Some(anchor) = anchor {
                    let is_md = path.extension().is_some_and(|e| e == "md");
                    let heads = anchors(&std::fs::read_to_string(&path).unwrap_or_default());
                    if is_md && !heads.contains(anchor) {
                        broken.push(format!("{shown}: {target} (no such heading)"));
                    }
                }
            }
        }
        assert!(checked > 20, "only {checked} links found");
        assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
    }

    /// Splits a shell command line into words: quotes and backslashes as the shell reads
    /// them; it ends at an unquoted `#`, `|`, `;`, `&`, `>` or `<`.
    fn words(line: &str) -> Vec<String> {
        let (mut words, mut word, mut quote, mut any) = (Vec::new(), String::new(), None, false);
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), c) => word.push(c),
                (None, '\'' | '"') => {
                    quote = Some(c);
                    any = true;
                }
                (None, '\\') => word.extend(chars.next()),
                (None, '#' | '|' | ';' | '&' | '>' | '<') => break,
                (None, c) if c.is_whitespace() => {
                    if any || !word.is_empty() {
                        words.push(std::mem::take(&mut word));
                    }
                    any = false;
                }
                (None, c) => word.push(c),
            }
        }
        if any || !word.is_empty() {
            words.push(word);
        }
        words
    }

    /// The `reincarnate ...` command lines of the shell blocks of `markdown` (lines joined
    /// at a trailing `\`).
    fn commands(markdown: &str) -> Vec<String> {
        let mut found = Vec::new();
        let mut block: Option<bool> = None;
        let mut pending: Option<String> = None;
        for line in markdown.lines() {
            let trimmed = line.trim_start();
            if let Some(lang) = trimmed.strip_prefix("```") {
                block = match block {
                    Some(_) => None,
                    None => Some(matches!(
                        lang.trim(),
                        "" | "sh" | "bash" | "console" | "shell"
                    )),
                };
                continue;
            }
            if block != Some(true) {
                continue;
            }
            let line = trimmed.strip_prefix("$ ").unwrap_or(trimmed);
            let joined = match pending.take() {
                Some(before) => format!("{before} {line}"),
                None if line.starts_with("reincarnate ") || line == "reincarnate" => {
                    line.to_string()
                }
                None => continue,
            };
            match joined.strip_suffix('\\') {
                Some(head) => pending = Some(head.to_string()),
                None => found.push(joined),
            }
        }
        found
    }

    #[test]
    fn every_command_shown_in_the_docs_parses() {
        let mut failed = Vec::new();
        let mut parsed = 0;
        for doc in documents() {
            let text = std::fs::read_to_string(&doc).unwrap();
            for line in commands(&text) {
                let args = words(&line);
                if let Err(e) = Cli::try_parse_from(&args) {
                    use clap::error::ErrorKind::{DisplayHelp, DisplayVersion};
                    if !matches!(e.kind(), DisplayHelp | DisplayVersion) {
                        let shown = doc.strip_prefix(root()).unwrap().display();
                        let why = e.to_string();
                        let why = why.lines().next().unwrap_or_default();
                        failed.push(format!("{shown}: {line}\n    {why}"));
                    }
                }
                parsed += 1;
            }
        }
        assert!(parsed > 10, "only {parsed} commands found");
        assert!(
            failed.is_empty(),
            "commands that do not parse:\n{}",
            failed.join("\n")
        );
    }

    #[test]
    fn command_lines_split_as_the_shell_splits_them() {
        assert_eq!(
            words(r#"reincarnate compare a 'b c' --title "x y" | tee out  # note"#),
            ["reincarnate", "compare", "a", "b c", "--title", "x y"]
        );
        let md = "```sh\nreincarnate train \\\n  --seed 2  # two\nls\n```\n```text\nreincarnate [x]\n```\n";
        assert_eq!(commands(md), ["reincarnate train  --seed 2  # two"]);
        assert_eq!(
            targets("![a](x.png) [b](c.md#d) `[e](f)`\n```\n[g](h)\n```\n"),
            ["x.png", "c.md#d"]
        );
        let heads = anchors("# The CUDA build\n## Race: two runs\n## Race: two runs\n");
        assert!(["the-cuda-build", "race-two-runs", "race-two-runs-1"]
            .iter()
            .all(|a| heads.contains(*a)));
    }
}
