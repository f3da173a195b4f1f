//! The words a player reads (issue 26): golden files of the welcome, the help overview, every
//! help topic, an error, a board mail and the standings, each made by mailing the real
//! binary and reading its reply. Each is also checked to read well in a 72-column terminal:
//! no line over 72 columns, no sentence broken early (a short line whose next word would
//! have fitted), no internal codes.
//!
//! `UPDATE_GOLDEN=1 cargo test texts::` writes the files anew; review the diff.

mod by_mail;
mod game_mails;
mod languages;
mod readme;
mod replies;

use std::path::PathBuf;

use crate::support::server::{Env, Sent, addr, to};

/// What `actual` should be: the file `fixtures/texts/NAME.txt`.
pub(crate) fn golden(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/texts")
        .join(format!("{name}.txt"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    assert_eq!(
        actual,
        expected.replace("\r\n", "\n"),
        "{name} differs from {}",
        path.display()
    );
}

/// The problems of a mail text for a reader at 72 columns: long lines, early breaks,
/// internal codes. Empty when it reads well.
pub fn reading_problems(text: &str) -> Vec<String> {
    problems_of(text, false)
}

/// [`reading_problems`] for a German or Dutch text. German capitalises every noun, so a
/// line that goes on with a capital letter is no sign of a new sentence there (nor in Dutch
/// after a name): any prose line that does not end a sentence while the next line's first
/// word would have fitted on it is broken early.
pub fn reading_problems_in_de_nl(text: &str) -> Vec<String> {
    problems_of(text, true)
}

fn problems_of(text: &str, any_case: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let width = line.chars().count();
        if width > 72 {
            problems.push(format!("line {} has {width} columns: {line}", i + 1));
        }
        // A sentence broken early: a short prose line (blocks start with a space) that
        // does not end a sentence, and a next line that goes on with it.
        let prose = |l: &str| !l.is_empty() && !l.starts_with(' ');
        let ends_sentence = line.ends_with(['.', ':', '!', '?']);
        // A line of a list of labels (`Verluste von Rot: keine`) stands alone.
        let labelled = |l: &str| l.contains(": ") && !l.ends_with(',');
        if let Some(next) = lines.get(i + 1)
            && !(any_case && labelled(line))
            && prose(line)
            && prose(next)
            && (width < 55 || any_case)
            && !ends_sentence
            && (any_case || line.ends_with(',') || next.starts_with(|c: char| !c.is_uppercase()))
        {
            let word = first_unit(next).chars().count();
            if width + 1 + word <= 72 {
                problems.push(format!("line {} breaks early: {line}", i + 1));
            }
        }
    }
    for code in [
        "draw: agreed",
        "(resign)",
        "(draw-agreed)",
        "draw-agreed",
        " 1 games",
        "forfeit)",
        "Some(",
        "None",
    ] {
        if text.contains(code) {
            problems.push(format!("internal code {code:?}"));
        }
    }
    problems
}

/// The first thing of `line` that the layout never breaks: a word, or an example command
/// (`'stratego help moves'` to its closing quote, `stratego ...` unquoted to the end of its
/// clause), which the layout keeps whole.
fn first_unit(line: &str) -> &str {
    let mut words = line.split(' ');
    let first = words.next().unwrap_or("");
    let closes: fn(&str) -> bool = match first {
        "'stratego" => |w| {
            w.trim_end_matches(['.', ',', ';', ':', ')'])
                .ends_with('\'')
        },
        "stratego" => |w| w.ends_with(['.', ',', ';', ':', ')']),
        _ => return moment(line).unwrap_or(first),
    };
    let mut end = first.len();
    for w in words {
        end += 1 + w.len();
        if closes(w) {
            break;
        }
    }
    &line[..end]
}

/// A moment at the start of `line` (`23.11.2026, 12:00 UTC`), which the layout keeps whole.
fn moment(line: &str) -> Option<&str> {
    let words: Vec<&str> = line.split(' ').take(3).collect();
    let clock = |w: &str| {
        let w = w.trim_end_matches([',', '.', ';', ')']).as_bytes();
        w.len() == 5 && w[2] == b':' && w.iter().filter(|c| c.is_ascii_digit()).count() == 4
    };
    match words.as_slice() {
        [day, time, utc, ..] if clock(time) && utc.starts_with("UTC") => {
            Some(&line[..day.len() + time.len() + utc.len() + 2])
        }
        [day, time, ..] if clock(time) => Some(&line[..day.len() + time.len() + 1]),
        _ => None,
    }
}

/// Asserts that `mail` reads well and matches its golden file.
pub(crate) fn check(name: &str, mail: &Sent) {
    let problems = reading_problems(&mail.body);
    assert!(problems.is_empty(), "{name}: {problems:#?}\n{}", mail.body);
    golden(name, &format!("Subject: {}\n\n{}", mail.subject, mail.body));
}

/// The one mail the last command sent to `address`.
pub(crate) fn only_mail(env: &Env, address: &str) -> Sent {
    let mails = env.take_mails();
    let mine = to(&mails, address);
    assert_eq!(mine.len(), 1, "{mails:#?}");
    mine[0].clone()
}

/// The confirmation code in a welcome, replaced by a fixed one (codes are random).
pub(crate) fn masked_code(mail: &Sent) -> Sent {
    let code = crate::support::server::confirmation_code_of(mail).expect("a code");
    let mut mail = mail.clone();
    mail.body = mail.body.replace(&code, "CODE");
    mail
}

#[test]
fn the_welcome_is_short_and_reads_well() {
    let env = Env::new();
    env.mail(&addr("alice"), "stratego register alice pw-alice", "");
    let welcome = masked_code(&only_mail(&env, &addr("alice")));
    assert!(welcome.body.lines().count() <= 60, "{}", welcome.body);
    for needed in [
        "stratego confirm CODE",
        "stratego challenge alice <opponent> <password>",
        "stratego challenge alice robot <password>",
        "press reply",
        "auto",
        "draw",
        "accept",
        "reject",
        "resign",
        "show",
        "'stratego help'",
    ] {
        assert!(welcome.body.contains(needed), "{needed}: {}", welcome.body);
    }
    check("welcome", &welcome);
}

#[test]
fn the_help_overview_and_every_topic_read_well() {
    let env = Env::new();
    env.mail(&addr("alice"), "stratego help", "");
    let overview = only_mail(&env, &addr("alice"));
    assert!(overview.body.lines().count() <= 60, "{}", overview.body);
    check("help", &overview);
    let topics = [
        "moves",
        "setup",
        "variants",
        "options",
        "robot",
        "ratings",
        "vacation",
        "tournaments",
        "account",
        "watch",
        "commands",
    ];
    for topic in topics {
        assert!(overview.body.contains(&format!("  {topic} ")), "{topic}");
        env.mail(&addr("alice"), &format!("stratego help {topic}"), "");
        let mail = only_mail(&env, &addr("alice"));
        assert_eq!(mail.subject, format!("Stratego: help on {topic}"));
        check(&format!("help-{topic}"), &mail);
    }
    env.mail(&addr("alice"), "stratego help castling", "");
    let unknown = only_mail(&env, &addr("alice"));
    assert!(unknown.body.contains("There is no help topic 'castling'"));
    for topic in topics {
        assert!(unknown.body.contains(&format!("stratego help {topic}\n")));
    }
    check("help-unknown", &unknown);
    // The moderators' topic, not in the overview's list (few need it): `help commands`
    // points to it.
    env.mail(&addr("alice"), "stratego help mod", "");
    let moderators = only_mail(&env, &addr("alice"));
    assert_eq!(moderators.subject, "Stratego: help on mod");
    check("help-mod", &moderators);
}

#[test]
fn a_subject_of_help_or_a_question_mark_gets_the_overview() {
    let env = Env::new();
    for subject in ["help", "Help", "?", "Re: help", "HELP!"] {
        let out = env.mail(&addr("carol"), subject, "");
        assert!(out.contains("applied: help sent"), "{subject}: {out}");
        let mail = only_mail(&env, &addr("carol"));
        assert_eq!(mail.subject, "Stratego: help", "{subject}");
        assert!(mail.body.starts_with("Stratego by mail\n"), "{subject}");
    }
}

#[test]
fn the_help_commands_fit_72_columns_with_no_soft_break_in_a_command() {
    let env = Env::new();
    env.mail(&addr("alice"), "stratego help commands", "");
    let raw = std::fs::read_dir(&env.outbox)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .next()
        .unwrap();
    // A quoted-printable soft break is `=` at a line's end: none may split a command.
    for line in raw.lines().filter(|l| l.contains("stratego ")) {
        assert!(!line.ends_with('='), "a soft break in: {line}");
    }
    let mail = only_mail(&env, &addr("alice"));
    for form in [
        "  stratego set <userid> <password> flip|noflip|html|nohtml\n",
        "  stratego move <game> <userid> <password> <from>-<to>[#N]\n",
        "  stratego move <game> <userid> <password> swap <square> <square>\n",
    ] {
        assert!(mail.body.contains(form), "{form}");
    }
}

#[test]
fn an_error_reply_reads_well() {
    let env = Env::new();
    env.mail(&addr("alice"), "stratego register alice", "");
    let mail = only_mail(&env, &addr("alice"));
    assert!(
        mail.body
            .contains("Write it as:\n  stratego register <userid> <password>\n"),
        "{}",
        mail.body
    );
    check("error-usage", &mail);
    env.mail(&addr("alice"), "stratego set alice pw x", "");
    let mail = only_mail(&env, &addr("alice"));
    assert!(
        mail.body.contains(
            "  stratego set <userid> <password> flip|noflip|html|nohtml\n  \
             stratego set <userid> <password> password <new password>\n"
        ) || mail.body.contains("is not a setting"),
        "{}",
        mail.body
    );
    assert!(reading_problems(&mail.body).is_empty(), "{}", mail.body);
}

/// Alice registered and confirmed, in game 1 against the robot (playing Red), her army in;
/// returns her reply address and the board mail that came.
pub fn robot_game(env: &Env) -> (String, Sent) {
    env.register("alice", "pw-alice");
    env.take_mails();
    env.mail(
        &addr("alice"),
        "stratego challenge alice robot pw-alice",
        "",
    );
    let mails = env.take_mails();
    let key = reply_to(to(&mails, &addr("alice"))[0]);
    let army = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";
    let out = send_reply(env, &key, army);
    assert!(out.contains("applied"), "{out}");
    (key.clone(), only_mail(env, &addr("alice")))
}

/// The `Reply-To` address of a mail.
pub fn reply_to(mail: &Sent) -> String {
    let r = mail.header("Reply-To");
    r.rsplit_once('<')
        .map_or(r, |(_, a)| a.trim_end_matches('>'))
        .to_string()
}

/// A reply from alice to her reply address `key`, with `text` on top; returns stderr.
pub fn send_reply(env: &Env, key: &str, text: &str) -> String {
    let raw = Env::compose_to(
        &addr("alice"),
        &format!("Stratego <{key}>"),
        "Re: Stratego game 1: your move",
        text,
    );
    let out = env.ingest_raw(raw.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_board_mail_and_the_standings_read_well() {
    let env = Env::new();
    let (key, board) = robot_game(&env);
    assert_eq!(board.subject, "Stratego game 1: your move");
    check("board", &board);
    let out = send_reply(&env, &key, "resign");
    assert!(out.contains("applied"), "{out}");
    let over = only_mail(&env, &addr("alice"));
    assert!(reading_problems(&over.body).is_empty(), "{}", over.body);
    env.mail(&addr("alice"), "stratego standings", "");
    let standings = only_mail(&env, &addr("alice"));
    check("standings", &standings);
    // How the game ended, in words wherever it is told: no stored codes.
    for (command, words) in [
        ("stratego games alice", "over: robot won, alice resigned"),
        ("stratego rating alice", "lost against robot alice resigned"),
        ("stratego history 1", "robot (Blue) wins: alice resigned"),
    ] {
        env.mail(&addr("alice"), command, "");
        let mail = only_mail(&env, &addr("alice"));
        assert!(mail.says(words), "{command}: {}", mail.body);
        assert!(
            reading_problems(&mail.body).is_empty(),
            "{command}: {}",
            mail.body
        );
    }
}

#[test]
fn the_html_part_has_prose_in_paragraphs_and_nothing_only_hovering_shows() {
    let env = Env::new();
    let (key, _) = robot_game(&env);
    send_reply(&env, &key, "a4-a5");
    let mail = only_mail(&env, &addr("alice"));
    let html = mail.html.as_deref().expect("an HTML part");
    // The closing instructions are paragraphs the mail program wraps to the screen, and the
    // command a block of its own; no text arrives broken at 72 columns.
    assert!(
        html.contains("<p style=\"margin:8px 0\">Reply to this mail with your move"),
        "{html}"
    );
    assert!(
        html.contains("monospace;font-size:13px;white-space:pre-wrap\">stratego move 1 alice"),
        "{html}"
    );
    assert!(
        !html.contains("margin:12px 0;white-space:pre-wrap"),
        "{html}"
    );
    // Phones cannot hover: no sentence sends the reader to a tooltip, and the marks of a
    // moved or known piece are as large as its rank.
    assert!(!html.contains("Hold the pointer"), "{html}");
    assert!(!html.contains("<small>"), "{html}");
    assert!(
        html.contains("9'</td>"),
        "a moved Scout, marked at full size: {html}"
    );
}

#[test]
fn every_mail_of_a_whole_game_against_the_robot_reads_well() {
    let env = Env::new();
    let (key, mut board) = robot_game(&env);
    let mut mails = 1;
    // Alice plays the move each board suggests ("like a4-a5") until the game ends or 60
    // moves are played, then resigns; every mail she gets is read at 72 columns.
    for _ in 0..60 {
        if board.subject.contains("game over") {
            break;
        }
        let example = board
            .body
            .split("like ")
            .nth(1)
            .and_then(|rest| rest.split([';', ' ', '\n']).next())
            .unwrap_or_else(|| panic!("no example move: {}", board.body))
            .to_string();
        let out = send_reply(&env, &key, &example);
        assert!(out.contains("applied"), "{example}: {out}");
        board = only_mail(&env, &addr("alice"));
        let problems = reading_problems(&board.body);
        assert!(problems.is_empty(), "{problems:#?}\n{}", board.body);
        mails += 1;
    }
    if !board.subject.contains("game over") {
        send_reply(&env, &key, "resign");
        board = only_mail(&env, &addr("alice"));
        assert!(board.subject.contains("game over"), "{}", board.subject);
        assert!(reading_problems(&board.body).is_empty(), "{}", board.body);
    }
    assert!(mails > 10, "{mails} mails");
}

#[test]
fn a_long_command_is_quoted_within_72_columns() {
    let env = Env::new();
    let long = format!("stratego games {}", "word ".repeat(30));
    env.mail(&addr("alice"), &long, "");
    let mail = only_mail(&env, &addr("alice"));
    assert!(reading_problems(&mail.body).is_empty(), "{}", mail.body);
    assert!(
        mail.body.starts_with("Your command\n  stratego games word"),
        "{}",
        mail.body
    );
}

#[test]
fn the_vacation_mails_read_well() {
    let env = Env::new();
    let (_, _) = robot_game(&env);
    for (command, subject) in [
        (
            "stratego vacation alice pw-alice 14",
            "Stratego: vacation until 2026-12-04 12:00 UTC",
        ),
        (
            "stratego vacation alice pw-alice 0",
            "Stratego: welcome back",
        ),
    ] {
        env.mail(&addr("alice"), command, "");
        let mail = only_mail(&env, &addr("alice"));
        assert_eq!(mail.subject, subject);
        assert!(reading_problems(&mail.body).is_empty(), "{}", mail.body);
        assert!(
            mail.says("Your games that are not over: 1."),
            "{}",
            mail.body
        );
    }
}

/// Every answer the server gives to a question, a mistake or a stall reads well at 72
/// columns, subjects included: the lists, the history, the standings and ratings, each
/// kind of refusal, the notice of a locked userid, the reminders and the removal of a
/// game whose setup never finished.
#[test]
fn every_answer_to_a_question_a_mistake_or_a_stall_reads_well() {
    use crate::commands::{ALICE_PW, BOB_PW, CAROL_PW, game_playing};
    let env = Env::new();
    game_playing(&env);
    let alice = addr("alice");
    let carol = addr("carol");
    let mails: Vec<(String, String)> = vec![
        (alice.clone(), "stratego games".into()),
        (alice.clone(), "stratego games alice".into()),
        (alice.clone(), "stratego games nobody".into()),
        (alice.clone(), "stratego show 1".into()),
        (alice.clone(), "stratego show 99".into()),
        (alice.clone(), format!("stratego showas 1 alice {ALICE_PW}")),
        (carol.clone(), format!("stratego showas 1 carol {CAROL_PW}")),
        (
            alice.clone(),
            format!("stratego subscribe 1 alice {ALICE_PW}"),
        ),
        (
            carol.clone(),
            format!("stratego subscribe 1 carol {CAROL_PW}"),
        ),
        (
            carol.clone(),
            format!("stratego unsubscribe 1 carol {CAROL_PW}"),
        ),
        (
            carol.clone(),
            format!("stratego unsubscribe 1 carol {CAROL_PW}"),
        ),
        (alice.clone(), "stratego frobnicate".into()),
        (alice.clone(), "stratego move 1 alice".into()),
        (alice.clone(), "hello there".into()),
        (
            alice.clone(),
            format!("stratego move 1 alice {ALICE_PW} a4-a9"),
        ),
        (addr("bob"), format!("stratego move 1 bob {BOB_PW} a7-a6")),
        (
            alice.clone(),
            format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        ),
        (
            alice.clone(),
            format!("stratego move 1 alice {ALICE_PW} draw"),
        ),
        (addr("bob"), format!("stratego move 1 bob {BOB_PW} accept")),
        (alice.clone(), "stratego history 1".into()),
        (alice.clone(), "stratego standings".into()),
        (alice.clone(), "stratego standings chess".into()),
        (alice.clone(), "stratego rating alice".into()),
        (alice.clone(), "stratego rating nobody".into()),
        (alice.clone(), "stratego help nonsense".into()),
        (
            alice.clone(),
            "stratego challenge alice carol -chess".into(),
        ),
    ];
    let mut read = 0;
    let mut check_all = |what: &str| {
        for mail in env.take_mails() {
            let problems = reading_problems(&mail.body);
            assert!(problems.is_empty(), "{what}: {problems:#?}\n{}", mail.body);
            assert!(
                mail.subject.chars().count() <= 72,
                "{what}: subject {:?}",
                mail.subject
            );
            read += 1;
            if std::env::var_os("SHOW_MAILS").is_some() {
                eprintln!("=== {what}\nSubject: {}\n\n{}", mail.subject, mail.body);
            }
        }
    };
    for (from, subject) in &mails {
        env.mail(from, subject, "");
        check_all(subject);
    }
    // Five wrong passwords from carol's own address lock her: the notice reads well too.
    for _ in 0..5 {
        env.mail(&carol, "stratego subscribe 1 carol wrong-password", "");
    }
    env.mail(
        &carol,
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
        "",
    );
    check_all("lockout");
    // A game whose setup stalls: a reminder, then its removal.
    let out = env.mail(
        &alice,
        &format!("stratego challenge alice bob -small -nag=2 -forfeit=5 {ALICE_PW}"),
        "",
    );
    assert!(out.contains("game 2 created"), "{out}");
    check_all("challenge");
    env.advance(2 * 86_400);
    env.admin(&["cleanup"]);
    check_all("reminder");
    env.advance(3 * 86_400);
    env.admin(&["cleanup"]);
    check_all("removal");
    assert!(read >= 35, "{read} mails read");
}
