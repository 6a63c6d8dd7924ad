//! The `log_open` target: see `dealerdesk_hunt::fuzz`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(broken) = dealerdesk_hunt::fuzz::target("log_open").expect("a known target")(data) {
        panic!("{broken}");
    }
});
