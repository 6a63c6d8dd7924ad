//! The documents stay true: the front page stays a front page, every link in
//! the README, the guide and ARCHITECTURE.md resolves, and every file, type
//! and method ARCHITECTURE.md names exists in the code.

#![allow(clippy::unwrap_used)] // tests fail loudly by design

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under the repository's own folders (not `target`, not the
/// fuzzer's corpus), as paths relative to the root with `/` separators.
fn files() -> Vec<String> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if [
                "target",
                ".git",
                "fuzz/corpus",
                "fuzz/artifacts",
                "fuzz/target",
            ]
            .iter()
            .any(|skip| rel == *skip)
            {
                continue;
            }
            if path.is_dir() {
                out.push(format!("{rel}/"));
                walk(&path, root, out);
            } else {
                out.push(rel);
            }
        }
    }
    let root = root();
    let mut out = Vec::new();
    walk(&root, &root, &mut out);
    out
}

/// The Markdown documents a reader follows: the README, ARCHITECTURE.md,
/// BENCHMARKS.md and everything under `docs/`.
fn documents() -> Vec<String> {
    let mut docs: Vec<String> = files()
        .into_iter()
        .filter(|f| f.starts_with("docs/") && f.ends_with(".md"))
        .collect();
    docs.extend(["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"].map(String::from));
    docs
}

/// The targets of the inline links `[text](target)` in `text`.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("](") {
        rest = &rest[i + 2..];
        if let Some(end) = rest.find(')') {
            out.push(rest[..end].trim().to_string());
            rest = &rest[end..];
        }
    }
    out
}

#[test]
fn the_readme_is_a_front_page() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 150,
        "README.md has {lines} lines: the guide in docs/ holds the rest"
    );
    for command in ["    cargo run --release", "    cargo test"] {
        assert!(
            readme.lines().any(|l| l == command),
            "README.md lost its command `{}`",
            command.trim()
        );
    }
}

#[test]
fn every_link_in_the_documents_resolves() {
    let mut broken = Vec::new();
    for doc in documents() {
        let path = root().join(&doc);
        let text = std::fs::read_to_string(&path).unwrap();
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") || link.starts_with('#')
            {
                continue;
            }
            let target = link.split('#').next().unwrap_or_default();
            let resolved = path.parent().unwrap().join(target);
            if !resolved.exists() {
                broken.push(format!("{doc}: {link}"));
            }
        }
    }
    assert!(broken.is_empty(), "links that lead nowhere: {broken:#?}");
}

/// The words in backticks in `text`.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

#[test]
fn every_file_architecture_names_exists() {
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let files = files();
    let mut missing = Vec::new();
    for word in quoted(&text) {
        let word = word.trim_end_matches(',');
        let is_path = !word.contains(' ')
            && !word.contains("::")
            && (word.ends_with(".rs") || word.ends_with('/') && word.len() > 1);
        if !is_path || word.contains('<') || word.contains('*') {
            continue;
        }
        // A path from the root, or from the crate or folder its section
        // is about: some file's path ends with it.
        let found = files
            .iter()
            .any(|f| f == word || f.ends_with(&format!("/{word}")));
        if !found {
            missing.push(word.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names files that do not exist: {missing:?}"
    );
}

#[test]
fn every_type_and_method_architecture_names_exists() {
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let sources: Vec<String> = files()
        .iter()
        .filter(|f| f.ends_with(".rs"))
        .filter_map(|f| std::fs::read_to_string(root().join(f)).ok())
        .collect();
    let defines_type = |name: &str| {
        sources.iter().any(|s| {
            ["struct", "enum", "trait", "type"].iter().any(|kind| {
                s.contains(&format!("{kind} {name} "))
                    || s.contains(&format!("{kind} {name}<"))
                    || s.contains(&format!("{kind} {name};"))
                    || s.contains(&format!("{kind} {name}("))
            })
        })
    };
    // A method of the type: in a file with an `impl` of it (or the trait).
    let defines_fn = |ty: &str, name: &str| {
        sources.iter().any(|s| {
            (s.contains(&format!("impl {ty} "))
                || s.contains(&format!("for {ty} "))
                || s.contains(&format!("trait {ty}")))
                && (s.contains(&format!("fn {name}(")) || s.contains(&format!("fn {name}<")))
        })
    };
    let mut missing = Vec::new();
    for word in quoted(&text) {
        // `Type::method`, `Type::method(…)`, and a path of a type in a module.
        let head = word.split(['(', ' ']).next().unwrap_or_default();
        let Some((ty, item)) = head.rsplit_once("::") else {
            continue;
        };
        let ty = ty.rsplit("::").next().unwrap_or(ty);
        if !ty.starts_with(|c: char| c.is_ascii_uppercase()) || item.is_empty() {
            continue;
        }
        if !defines_type(ty) {
            missing.push(format!("{word} (no type {ty})"));
        }
        let is_fn = item.starts_with(|c: char| c.is_ascii_lowercase());
        if is_fn && !defines_fn(ty, item) {
            missing.push(format!("{word} (no fn {item})"));
        }
    }
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names what the code lacks: {missing:?}"
    );
}
