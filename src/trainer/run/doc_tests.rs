//! docs/qdagger.md's table of CleanRL's lines and the comments of `qdagger.rs` name the same
//! lines, so that a researcher who follows the table finds each part.

use std::collections::BTreeSet;

/// The `CleanRL n-m` (or `CleanRL n`) references in `text`.
fn references(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (i, _) in text.match_indices("CleanRL ") {
        let rest = &text[i + "CleanRL ".len()..];
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '-'))
            .unwrap_or(rest.len());
        let lines = rest[..end].trim_end_matches('-');
        if lines.starts_with(|c: char| c.is_ascii_digit()) {
            found.insert(lines.to_string());
        }
    }
    found
}

#[test]
fn the_docs_table_names_the_lines_the_algorithm_file_does() {
    let code = include_str!("qdagger.rs");
    let docs = include_str!("../../../docs/qdagger.md");
    let table: String = docs
        .lines()
        .filter(|l| l.starts_with("| CleanRL "))
        .collect::<Vec<_>>()
        .join("\n");
    let (in_code, in_table) = (references(code), references(&table));
    assert!(
        in_code.len() >= 10,
        "too few references in qdagger.rs: {in_code:?}"
    );
    assert_eq!(
        in_code, in_table,
        "qdagger.rs's `CleanRL n-m` comments and docs/qdagger.md's table differ"
    );
}

#[test]
fn references_are_read_whole() {
    let r = references("CleanRL 250-260: x; CleanRL 359: y; CleanRL's script; CleanRL 7.");
    assert_eq!(
        r,
        BTreeSet::from(["250-260".into(), "359".into(), "7".into()])
    );
}
