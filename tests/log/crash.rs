//! Crash safety: a writer killed with SIGKILL at random moments never loses an
//! acknowledged event and never leaves a log that fails to verify.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use dealerdesk::log::{EventLog, NewEvent, OperatorId, Role};
use serde_json::json;

use crate::common::{Rng, temp_log};

/// Env var that turns `crash_writer_child` into an endless writer on the given path.
pub(crate) const CHILD_ENV: &str = "DEALERDESK_LOG_TEST_CRASH_WRITER";
/// Kill rounds: at least `MIN_ROUNDS`, more while the time budget lasts (fsync latency
/// depends on what else the machine is doing).
const MIN_ROUNDS: u64 = 6;
const MAX_ROUNDS: u64 = 16;
const TIME_BUDGET: Duration = Duration::from_secs(10);

/// Child side of the crash test: appends forever, printing `ACK <seq>` only after
/// `append` has returned. Does nothing unless the env var is set.
#[test]
fn crash_writer_child() {
    let Some(path) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let mut log = EventLog::open(&path).expect("child: open");
    let dealer = OperatorId(1);
    let mut next = log.verify(|_, _| {}).expect("child: verify").events + 1;
    let session = log
        .sessions()
        .expect("sessions")
        .first()
        .expect("a session")
        .id;
    let mut out = std::io::stdout().lock();
    // Own line: the test harness prints the test name without a newline before it.
    writeln!(out).expect("stdout");
    // Resume the hand a killed predecessor left open, as the console would.
    let mut hand = log.last_open_hand().expect("last_open_hand");
    loop {
        // Mix in hand starts and ends: other transactions that may be interrupted.
        if next % 25 == 1 && hand.as_ref().map(|h| h.hand_no) != Some(next) {
            if let Some(h) = hand.take() {
                log.end_hand(h.id, json!({"ended_before": next}), dealer)
                    .expect("end_hand");
            }
            let id = log.begin_hand(session, next, dealer).expect("begin_hand");
            hand = log.last_open_hand().expect("last_open_hand");
            assert_eq!(hand.as_ref().map(|h| h.id), Some(id));
            // The hand's row records took seqs of their own.
            next = log.head().expect("head").0.0 + 1;
        }
        let rec = log
            .append(NewEvent {
                hand: hand.as_ref().map(|h| h.id),
                operator: dealer,
                action: format!("p{} cbr {}", next % 9 + 1, next * 25),
                payload: json!({ "expect_seq": next, "pad": "x".repeat((next % 200) as usize) }),
            })
            .expect("child: append");
        assert_eq!(rec.seq.0, next);
        writeln!(out, "ACK {next}").expect("stdout");
        out.flush().expect("flush");
        next += 1;
    }
}

#[test]
fn sigkill_at_random_moments_loses_no_acknowledged_event() {
    let (_dir, path) = temp_log();
    {
        let mut log = EventLog::open(&path).unwrap();
        let dealer = log.add_operator("Dana", Role::Dealer, None).unwrap();
        log.begin_session("Crash table", "nlhe", "rules", dealer)
            .unwrap();
        assert_eq!(dealer, OperatorId(1));
    }
    let exe = std::env::current_exe().unwrap();
    let mut rng = Rng::new(0xdea1_de5c);
    let mut acked: Vec<u64> = Vec::new();
    let started = Instant::now();

    let mut rounds = 0;
    for round in 0..MAX_ROUNDS {
        if round >= MIN_ROUNDS && started.elapsed() > TIME_BUDGET {
            break;
        }
        rounds += 1;
        let target = rng.range(150, 700) as usize;
        let extra_delay = Duration::from_micros(rng.range(0, 3000));
        let mut child = Command::new(&exe)
            .args(["--exact", "crash::crash_writer_child", "--nocapture"])
            .args(["--test-threads", "1"])
            .env(CHILD_ENV, &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let lines = BufReader::new(stdout).lines();
        let mut this_round = 0;
        let mut killed = false;
        for line in lines {
            let line = line.unwrap();
            let Some((_, seq)) = line.split_once("ACK ") else {
                continue;
            };
            acked.push(seq.parse().unwrap());
            this_round += 1;
            if this_round == target && !killed {
                std::thread::sleep(extra_delay);
                child.kill().unwrap(); // SIGKILL on Unix
                killed = true;
                // Keep reading: lines written before the kill are acknowledged too.
            }
        }
        let status = child.wait().unwrap();
        assert!(killed, "round {round}: child exited by itself: {status:?}");
        assert!(!status.success());

        // After the crash: the log opens, verifies, and holds every acknowledged event.
        let log = EventLog::open(&path).unwrap();
        let report = log.verify(|_, _| {}).unwrap();
        let events = log.events(None).unwrap();
        assert_eq!(events.len() as u64, report.events);
        let max_acked = *acked.last().unwrap();
        // After the last acknowledgement the child may have committed a hand's
        // end and start (row records) and one event it did not live to report;
        // opening the log here may add a verified mark (a row record too).
        let unacknowledged = &events[max_acked as usize..];
        assert!(
            unacknowledged.len() <= 4
                && unacknowledged
                    .iter()
                    .filter(|e| !dealerdesk::log::is_row_record(&e.action))
                    .count()
                    <= 1,
            "round {round}: log has {} events, last acknowledged {max_acked} \
             (at most one committed-but-unacknowledged append is possible)",
            report.events
        );
        for &seq in &acked {
            let ev = &events[(seq - 1) as usize];
            assert_eq!(ev.seq.0, seq);
            assert_eq!(ev.payload["expect_seq"], seq, "payload of seq {seq}");
            assert_eq!(ev.action, format!("p{} cbr {}", seq % 9 + 1, seq * 25));
        }
        // At most one open hand, and it is the last one.
        let open = log.hands(&Default::default()).unwrap();
        assert!(open.iter().filter(|h| h.ended_at.is_none()).count() <= 1);
        drop(log);
    }
    let total = acked.len();
    println!(
        "crash test: {rounds} SIGKILLs, {total} acknowledged appends, {:.1?}",
        started.elapsed()
    );
    assert!(total >= 1000, "thousands of appends in total: {total}");
}
