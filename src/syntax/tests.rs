//! Unit tests of reading and masking command lines.

use super::*;

fn login(u: &str, p: &str) -> Login {
    Login {
        user: u.into(),
        password: p.into(),
    }
}

#[test]
fn every_command_reads() {
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let mv = |s: &str| s.parse::<Move>().unwrap();
    let cases = vec![
        ("stratego help", Command::Help(None)),
        ("STRATEGO HELP", Command::Help(None)),
        ("stratego standings", Command::Standings(None)),
        (
            "stratego standings Small",
            Command::Standings(Some("Small".into())),
        ),
        ("stratego rating Bob", Command::Rating("Bob".into())),
        (
            "stratego vacation alice pw 14",
            Command::Vacation(login("alice", "pw"), 14),
        ),
        (
            "stratego vacation alice pw 0",
            Command::Vacation(login("alice", "pw"), 0),
        ),
        (
            "stratego confirm AbCd2345efgh",
            Command::Confirm("abcd2345efgh".into()),
        ),
        (
            "stratego register alice s3cret",
            Command::Register(login("alice", "s3cret"), None),
        ),
        (
            "stratego register alice s3cret -language=DE",
            Command::Register(login("alice", "s3cret"), Some("de".into())),
        ),
        (
            "stratego register --language=nl alice s3cret",
            Command::Register(login("alice", "s3cret"), Some("nl".into())),
        ),
        (
            "stratego register alice -language=fr s3cret",
            Command::Register(login("alice", "s3cret"), Some("fr".into())),
        ),
        (
            "stratego set alice pw language NL",
            Command::Set(login("alice", "pw"), Setting::Language("nl".into())),
        ),
        (
            "stratego set alice pw noflip",
            Command::Set(login("alice", "pw"), Setting::Flip(false)),
        ),
        (
            "stratego set alice pw flip",
            Command::Set(login("alice", "pw"), Setting::Flip(true)),
        ),
        (
            "stratego set alice pw nohtml",
            Command::Set(login("alice", "pw"), Setting::Html(false)),
        ),
        (
            "stratego set alice pw HTML",
            Command::Set(login("alice", "pw"), Setting::Html(true)),
        ),
        (
            "stratego set alice pw password new",
            Command::Set(login("alice", "pw"), Setting::Password("new".into())),
        ),
        (
            "stratego set alice pw address <a@b.org>",
            Command::Set(login("alice", "pw"), Setting::Address("a@b.org".into())),
        ),
        (
            "stratego challenge alice bob -small",
            Command::Challenge {
                red: "alice".into(),
                blue: "bob".into(),
                options: vec!["-small".into()],
                password: None,
            },
        ),
        (
            "stratego challenge alice bob -small -nag=2 s3cret",
            Command::Challenge {
                red: "alice".into(),
                blue: "bob".into(),
                options: vec!["-small".into(), "-nag=2".into()],
                password: Some("s3cret".into()),
            },
        ),
        (
            "stratego challenge alice bob s3cret",
            Command::Challenge {
                red: "alice".into(),
                blue: "bob".into(),
                options: vec![],
                password: Some("s3cret".into()),
            },
        ),
        (
            "stratego deploy 3 alice pw",
            Command::Move(3, login("alice", "pw"), MoveAction::Deploy),
        ),
        (
            "stratego move 3 alice pw deploy",
            Command::Move(3, login("alice", "pw"), MoveAction::Deploy),
        ),
        (
            "stratego move 3 alice pw swap a1 b2",
            Command::Move(
                3,
                login("alice", "pw"),
                MoveAction::Swap(sq("a1"), sq("b2")),
            ),
        ),
        (
            "stratego move 12 alice pw e4-e5",
            Command::Move(
                12,
                login("alice", "pw"),
                MoveAction::Play(mv("e4-e5"), None),
            ),
        ),
        (
            "stratego move 12 alice pw E4 E5",
            Command::Move(
                12,
                login("alice", "pw"),
                MoveAction::Play(mv("e4-e5"), None),
            ),
        ),
        (
            "stratego move 12 alice pw e4xe5#37",
            Command::Move(
                12,
                login("alice", "pw"),
                MoveAction::Play(mv("e4-e5"), Some(37)),
            ),
        ),
        (
            "stratego move 1 alice pw propose",
            Command::Move(1, login("alice", "pw"), MoveAction::Propose),
        ),
        (
            "stratego move 1 alice pw accept",
            Command::Move(1, login("alice", "pw"), MoveAction::Accept),
        ),
        (
            "stratego move 1 alice pw reject",
            Command::Move(1, login("alice", "pw"), MoveAction::Reject),
        ),
        (
            "stratego move 1 alice pw resign",
            Command::Move(1, login("alice", "pw"), MoveAction::Resign),
        ),
        (
            "stratego resign 1 alice pw",
            Command::Move(1, login("alice", "pw"), MoveAction::Resign),
        ),
        (
            "stratego chat 1 alice pw",
            Command::Chat(1, login("alice", "pw")),
        ),
        ("stratego show 1", Command::Show(1)),
        (
            "stratego showas 1 alice pw",
            Command::ShowAs(1, login("alice", "pw")),
        ),
        ("stratego games", Command::Games(None)),
        ("stratego games bob", Command::Games(Some("bob".into()))),
        ("stratego history 4", Command::History(4)),
        (
            "stratego subscribe 4 carol pw",
            Command::Subscribe(4, login("carol", "pw")),
        ),
        (
            "stratego unsubscribe 4 carol pw",
            Command::Unsubscribe(4, login("carol", "pw")),
        ),
    ];
    for (line, want) in cases {
        assert_eq!(Command::parse(line), Ok(want), "{line}");
    }
}

#[test]
fn syntax_errors() {
    use SyntaxError::*;
    let cases: Vec<(&str, SyntaxError)> = vec![
        ("stratego", Unknown(String::new())),
        ("stratego dance", Unknown("dance".into())),
        ("stratego register alice", Usage(usage("register"))),
        (
            "stratego register alice -language=de",
            Usage(usage("register")),
        ),
        (
            "stratego register alice pw -language=de -language=nl",
            Usage(usage("register")),
        ),
        ("stratego set alice pw language", Usage(usage("set"))),
        ("stratego set alice pw language de nl", Usage(usage("set"))),
        ("stratego confirm", Usage(usage("confirm"))),
        ("stratego confirm abcdefgh ijk", Usage(usage("confirm"))),
        ("stratego confirm short", Code("short".into())),
        ("stratego confirm abc-defgh", Code("abc-defgh".into())),
        ("stratego register 1alice pw", Userid("1alice".into())),
        ("stratego register a pw", Userid("a".into())),
        (
            "stratego register alice\u{7}x pw",
            Userid("alice\u{7}x".into()),
        ),
        ("stratego set alice pw colour", Setting("colour".into())),
        (
            "stratego set alice pw address nobody",
            Address("nobody".into()),
        ),
        ("stratego move x alice pw e4-e5", GameNumber("x".into())),
        ("stratego move 0 alice pw e4-e5", GameNumber("0".into())),
        (
            "stratego move 99999999999999999999 alice pw e4-e5",
            GameNumber("99999999999999999999".into()),
        ),
        ("stratego move 1 alice pw e4-e5#x", PlyNumber("x".into())),
        ("stratego show", Usage(usage("show"))),
        ("stratego games a b", Usage(usage("games"))),
        // Our own placeholders are never passwords.
        (
            "stratego move 1 alice <password> a3-a4#1",
            Placeholder("<password>".into()),
        ),
        (
            "stratego move 1 alice ******** e4-e5",
            Placeholder("********".into()),
        ),
        (
            "stratego set alice <password> password <new password>",
            Placeholder("<password>".into()),
        ),
        (
            "stratego set alice s3cret password <new password>",
            Placeholder("<new password>".into()),
        ),
        (
            "stratego set alice s3cret password PASSWORD",
            Placeholder("PASSWORD".into()),
        ),
        (
            "stratego move 1 alice PASSWORD a4-a5",
            Placeholder("PASSWORD".into()),
        ),
        (
            "stratego register alice Password",
            Placeholder("Password".into()),
        ),
        (
            "stratego challenge <red userid> <blue userid>",
            Placeholder("<red userid>".into()),
        ),
    ];
    for (line, want) in cases {
        assert_eq!(Command::parse(line), Err(want), "{line}");
    }
    assert!(matches!(
        Command::parse("stratego move 1 alice pw e4-"),
        Err(Move(_))
    ));
    assert!(matches!(
        Command::parse("stratego move 1 alice pw swap a1"),
        Err(Usage(_))
    ));
    let long = "x".repeat(65);
    assert_eq!(
        Command::parse(&format!("stratego register alice {long}")),
        Err(Password)
    );
}

#[test]
fn masking() {
    let line = "stratego set alice old password new";
    assert_eq!(
        masked_line(line),
        "stratego set alice ******** password ********"
    );
    assert_eq!(
        masked_line("stratego move 1 alice hunter2 e4-e5"),
        "stratego move 1 alice ******** e4-e5"
    );
    // Unparsable lines are masked by position.
    assert_eq!(
        masked_line("stratego move 1 alice hunter2 e4-"),
        "stratego move 1 alice ******** e4-"
    );
    assert_eq!(
        masked_line("stratego set alice hunter2 colour"),
        // An unknown setting may be a new password without the word `password`.
        "stratego set alice ******** ********"
    );
    assert_eq!(mask("a hunter2 b", &["hunter2"]), "a ******** b");
    // Whatever is wrong with a line, no word that may be a password is shown (review 6).
    for (line, shown) in [
        ("stratego games bob pwbob", "stratego games bob ********"),
        ("stratego games bob 1234", "stratego games bob ********"),
        (
            "stratego tournament open 3 dave pwdave",
            "stratego tournament open 3 ******** ********",
        ),
        ("stratego help bob pwbob", "stratego help bob ********"),
        ("stratego nosuch bob pwbob", "stratego nosuch bob ********"),
        (
            "stratego regster bob pwbob",
            "stratego regster bob ********",
        ),
        ("stratego register bob", "stratego register bob"),
        (
            "stratego register bob pw extra",
            "stratego register bob ******** ********",
        ),
        (
            "stratego move alice 1234 e4-e5",
            "stratego move alice ******** ********",
        ),
        (
            "stratego move 12 alice pw e4-e5 x",
            "stratego move 12 alice ******** e4-e5 ********",
        ),
        (
            "stratego set alice pw password 1234 x",
            "stratego set alice ******** password ******** ********",
        ),
        (
            "stratego vacation alice 14 pw",
            "stratego vacation alice ******** ********",
        ),
        (
            "stratego show 12 alice pw",
            "stratego show 12 ******** ********",
        ),
        ("stratego forgot bob pwbob", "stratego forgot bob ********"),
        (
            "stratego tournaments bob pwbob",
            "stratego tournaments ******** ********",
        ),
        (
            "stratego chalenge alice bob s3cret x",
            "stratego chalenge alice bob ******** ********",
        ),
        (
            "stratego mod alice s3cret adjudicate 14 green test",
            "stratego mod alice ******** adjudicate 14 green test",
        ),
        (
            "stratego mod alice s3cret ban bob 0 test",
            "stratego mod alice ******** ban bob 0 test",
        ),
        ("stratego mod alice s3cret", "stratego mod alice ********"),
    ] {
        assert_eq!(masked_line(line), shown, "{line}");
        let secret = line
            .split_whitespace()
            .find(|w| ["pwbob", "pwdave", "s3cret", "1234", "pw"].contains(w));
        if let Some(secret) = secret {
            assert!(hidden_words(line).iter().any(|h| h == secret), "{line}");
        }
    }
    // The error about such a line does not quote the password either.
    let line = "stratego vacation alice 14 pw";
    let e = Command::parse(line)
        .unwrap_err()
        .hiding(&hidden_words(line));
    assert!(!e.to_string().contains("'pw'"), "{e}");
    // A challenge's password is its last word, when that is no option.
    assert_eq!(
        masked_line("stratego challenge alice bob -small hunter2"),
        "stratego challenge alice bob -small ********"
    );
    assert_eq!(
        masked_line("stratego challenge alice bob -bogus=1 hunter2"),
        "stratego challenge alice bob -bogus=1 ********"
    );
    assert_eq!(
        masked_line("stratego challenge alice bob -small"),
        "stratego challenge alice bob -small"
    );
}

#[test]
fn addresses() {
    assert!(valid_address("alice@example.org"));
    // A local account on a one-machine mail server (issue: mail from it was dropped).
    assert!(valid_address("alice@localhost") && valid_address("a@b"));
    for bad in [
        "alice",
        "alice@",
        "a@@b.org",
        "a b@c.org",
        "a@b.org\r\nBcc: x@y.org",
        "<a@b.org>",
        "a@.org",
        // Found by the fuzz target `mail`: read as a From and answered, but lettre
        // refuses it as a recipient, so the reply failed for good.
        "alice@exampe.?ogl",
    ] {
        assert!(!valid_address(bad), "{bad}");
    }
}

#[test]
fn tournament_commands_read_and_mask() {
    assert_eq!(
        Command::parse("stratego tournament new ann pw Spring club -swiss=5 -small -nag=2"),
        Ok(Command::Tournament(TournamentAction::New {
            login: login("ann", "pw"),
            name: "Spring club".into(),
            system: "swiss",
            rounds: Some(5),
            options: vec!["-small".into(), "-nag=2".into()],
        }))
    );
    assert_eq!(
        Command::parse("stratego Tournament NEW ann pw Club -RoundRobin"),
        Ok(Command::Tournament(TournamentAction::New {
            login: login("ann", "pw"),
            name: "Club".into(),
            system: "roundrobin",
            rounds: None,
            options: vec![],
        }))
    );
    assert_eq!(
        Command::parse("stratego tournament join 3 bob pw"),
        Ok(Command::Tournament(TournamentAction::Join(
            3,
            login("bob", "pw")
        )))
    );
    assert_eq!(
        Command::parse("stratego tournament start #3 ann pw"),
        Ok(Command::Tournament(TournamentAction::Start(
            3,
            login("ann", "pw")
        )))
    );
    assert_eq!(
        Command::parse("stratego tournament 3"),
        Ok(Command::Tournament(TournamentAction::Show(3)))
    );
    assert_eq!(
        Command::parse("stratego tournaments"),
        Ok(Command::Tournaments)
    );
    for (line, e) in [
        (
            "stratego tournament",
            SyntaxError::Usage(usage("tournament")),
        ),
        (
            "stratego tournament new ann pw -swiss",
            SyntaxError::TournamentName,
        ),
        (
            "stratego tournament new ann pw A -swiss -RoundRobin",
            SyntaxError::Systems("-swiss".into(), "-roundrobin".into()),
        ),
        (
            "stratego tournament open 3 bob pw",
            SyntaxError::TournamentWord("open".into()),
        ),
        (
            "stratego tournament join x bob pw",
            SyntaxError::TournamentNumber("x".into()),
        ),
        (
            "stratego tournament new ann pw A -swiss=many",
            SyntaxError::Rounds("many".into()),
        ),
        (
            "stratego tournament leave 3 bob",
            SyntaxError::Usage(usage("tournament")),
        ),
    ] {
        assert_eq!(Command::parse(line), Err(e), "{line}");
    }
    assert_eq!(
        masked_line("stratego tournament new ann hunter2 Club -swiss"),
        "stratego tournament new ann ******** Club -swiss"
    );
    assert_eq!(
        masked_line("stratego tournament join x bob hunter2"),
        "stratego tournament join x ******** ********"
    );
    for sub in ["reopen", "cancel"] {
        assert_eq!(
            masked_line(&format!("stratego tournament {sub} 3 bob hunter2")),
            format!("stratego tournament {sub} 3 bob ********")
        );
    }
    // A mistyped subcommand: its password may stand fourth (new) or fifth (the others).
    assert_eq!(
        masked_line("stratego tournament jion 3 bob hunter2"),
        "stratego tournament jion 3 ******** ********"
    );
    assert_eq!(
        masked_line("stratego tournament nwe ann hunter2 Club -swiss"),
        "stratego tournament nwe ann ******** ******** ********"
    );
    assert_eq!(
        Command::parse("stratego tournament new ann pw A -swiss=3 -swiss"),
        Ok(Command::Tournament(TournamentAction::New {
            login: Login {
                user: "ann".into(),
                password: "pw".into()
            },
            name: "A".into(),
            system: "swiss",
            rounds: Some(3),
            options: vec![],
        }))
    );
    for form in usage("tournament").lines() {
        assert!(form.len() <= 70, "{form}");
    }
}
