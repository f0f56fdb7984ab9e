//! The browser page a serving trainer answers with: the bundle built from `web/` by
//! `scripts/build/build_web.sh` and committed in `web/dist/`, compiled into the binary, so that the
//! trainer serves it with no network and `cargo build` needs no npm. Only these files exist:
//! no request path ever reaches the filesystem.

/// One file of the page.
#[derive(Clone, Copy, Debug)]
pub struct Asset {
    /// Its bytes.
    pub body: &'static [u8],
    /// Its `Content-Type`.
    pub content_type: &'static str,
}

const INDEX: Asset = Asset {
    body: include_bytes!("../../../web/dist/index.html"),
    content_type: "text/html; charset=utf-8",
};
const SCRIPT: Asset = Asset {
    body: include_bytes!("../../../web/dist/app.js"),
    content_type: "text/javascript; charset=utf-8",
};
const STYLE: Asset = Asset {
    body: include_bytes!("../../../web/dist/app.css"),
    content_type: "text/css; charset=utf-8",
};

/// The file served at `path` (without its query), if there is one.
pub fn asset(path: &str) -> Option<Asset> {
    match path {
        "/" | "/index.html" => Some(INDEX),
        "/app.js" => Some(SCRIPT),
        "/app.css" => Some(STYLE),
        _ => None,
    }
}

/// The page's Content-Security-Policy: its own script and style only, no inline code, no
/// frames, and connections back to the server it came from.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_bundles_files_are_served() {
        let index = asset("/").expect("the page");
        let html = std::str::from_utf8(index.body).unwrap();
        assert!(
            html.contains("app.js") && html.contains("app.css"),
            "{html}"
        );
        assert!(!html.contains("<script>"), "no inline script under the CSP");
        assert!(asset("/app.js").is_some_and(|a| !a.body.is_empty()));
        assert!(asset("/app.css").is_some_and(|a| !a.body.is_empty()));
        for path in [
            "/../Cargo.toml",
            "/web/dist/app.js",
            "/etc/passwd",
            "",
            "/ws",
            "/%2e%2e/",
        ] {
            assert!(asset(path).is_none(), "{path}");
        }
    }
}
