//! `log verify`'s speed on a signed log, whole process: `make LOG N` writes
//! a log of N events (one floor person registered with a key, every
//! hundredth entry a signed floor ruling), `verify LOG` verifies it and
//! prints events/s. Time the second under `/usr/bin/time` for the whole
//! process: `cargo run --release -p dealerdesk-log --example verify_speed`.

use std::time::Instant;

use dealerdesk_log::{EventLog, NewEvent, PinCost, Role};
use serde_json::json;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("make") => {
            let path = &args[2];
            let n: u64 = args[3].parse()?;
            let mut log = EventLog::open(path)?;
            let key = std::path::Path::new(path).with_extension("key");
            log.use_house_key(&key)?;
            let dealer = log.add_operator("Dana", Role::Dealer, None)?;
            let flo = log.add_staff("Flo", "482913", PinCost::Scratch)?;
            let session = log.begin_session("Table 1", "nlhe", "rules", dealer)?;
            let hand = log.begin_hand(session, 1, dealer)?;
            log.in_one_transaction(|log| {
                for i in 0..n {
                    let floor = i % 100 == 99;
                    if floor {
                        log.unlock(flo, "482913")?;
                    }
                    log.append(NewEvent {
                        hand: Some(hand),
                        operator: if floor { flo } else { dealer },
                        action: format!("p{} cbr {}", i % 9 + 1, i * 100),
                        payload: json!({"amount": i * 100, "seat": i % 9 + 1}),
                    })?;
                }
                Ok::<(), dealerdesk_log::LogError>(())
            })?;
            log.close()?;
        }
        Some("verify") => {
            let t = Instant::now();
            let log = EventLog::open_read_only(&args[2])?;
            let report = log.verify(|_, _| {})?;
            let s = t.elapsed().as_secs_f64();
            println!(
                "{} events in {s:.3} s: {:.0} events/s; {:?}",
                report.events,
                report.events as f64 / s,
                report.signing
            );
        }
        _ => eprintln!("usage: verify_speed make LOG N | verify LOG"),
    }
    Ok(())
}
