//! The help a player reads: the welcome mail, the overview (`stratego help`) and one mail
//! per topic (`stratego help moves`).
//!
//! Every paragraph is one line here and wrapped when the mail is queued
//! ([`super::layout`]); a line that starts with a space is a command or a table and is
//! never wrapped (see the module's convention). A second language is a second file with
//! the same functions.

use std::fmt::Write;

use stratego_rules::{Variant, army_table};

use super::example_army;
use crate::syntax;

/// What the help says about this server: its limits and the robot's userid.
#[derive(Debug, Clone, Copy)]
pub struct Facts<'a> {
    /// The longest vacation, in days.
    pub vacation_max_days: i64,
    /// The vacation days in any 365 days.
    pub vacation_days_per_year: i64,
    /// The computer opponent's userid.
    pub robot: &'a str,
}

/// The topics of `stratego help TOPIC`, with what each answers, in the overview's order.
pub const TOPICS: &[(&str, &str)] = &[
    (
        "moves",
        "how pieces move and how to write a move; battles; rules",
    ),
    ("setup", "how to send your army"),
    ("variants", "classic, small, barrage, duel and domino"),
    ("options", "the options of a challenge"),
    ("robot", "playing the computer"),
    ("ratings", "ratings, standings and a player's record"),
    ("vacation", "stopping your clocks while you are away"),
    (
        "tournaments",
        "tournaments: joining, playing, directing one",
    ),
    ("account", "password, address and how boards look"),
    ("watch", "following other players' games"),
    ("commands", "every command, with its words"),
];

/// The reply words and what each does, shown under the welcome and the overview.
const REPLY_WORDS: &str = "  draw     offer a draw\n  \
                           accept   accept a draw offer\n  \
                           reject   turn a draw offer down\n  \
                           resign   give up the game\n  \
                           show     send the board again\n";

/// The answer to `stratego register`: confirm, challenge, reply to move, the reply words,
/// where the help is. Short on purpose: the first mail decides whether a newcomer plays.
pub fn welcome(user: &str, address: &str, code: &str, until: &str, robot: &str) -> String {
    format!(
        "Welcome, {user}!\n\
         \n\
         Your userid {user} is registered to the address {address}.\n\
         \n\
         1. Confirm your address\n\
         \n\
         Reply to this mail (what you write is not read), or send:\n\
         \x20 stratego confirm {code}\n\
         \n\
         Until then {user} cannot play. If the address is not confirmed by {until}, the \
         account is removed. If you did not register, ignore this mail.\n\
         \n\
         2. Start a game\n\
         \n\
         Challenge another player, or the computer ({robot}):\n\
         \x20 stratego challenge {user} <opponent> <password>\n\
         \x20 stratego challenge {user} {robot} <password>\n\
         \n\
         You play Red and move first; to play Blue, name your opponent first.\n\
         \n\
         3. Play by replying\n\
         \n\
         Every mail about your game shows your board. To play, press reply and write on \
         the first line. The first board asks for your army: reply with the word auto for \
         a random one. After that, reply with a move like b4-b5: the square a piece stands \
         on, then the square it goes to.\n\
         \n\
         Instead of a move, a reply may hold one of these words:\n\
         \n\
         {REPLY_WORDS}\
         \n\
         Anything else you write goes to your opponent.\n\
         \n\
         Help: send 'stratego help' for the overview, or 'stratego help moves' for one \
         topic.\n\
         \n\
         Your password is stored only as a hash: it cannot be mailed back to you. If you \
         forget it, send this, and reply to the mail it brings with a new one:\n\
         \x20 stratego forgot {user}\n\
         \n\
         To leave and have your data deleted: 'stratego help account'.\n"
    )
}

/// The subject of a help mail: the overview (`None`), a topic, or the list of topics
/// (`Some("")`, for a topic there is not).
pub fn help_subject(topic: Option<&str>) -> String {
    match topic {
        None => "Stratego: help".to_string(),
        Some("") => "Stratego: help topics".to_string(),
        Some(name) => format!("Stratego: help on {name}"),
    }
}

/// `stratego help`: how commands are sent, how a game is played by reply, and the topics.
pub fn overview(robot: &str) -> String {
    let mut out = format!(
        "Stratego by mail\n\
         \n\
         Send each command as the subject of a mail to this address (or as the first line \
         of the body). <userid> and <password> are yours; <game> is a game number.\n\
         \n\
         To start:\n\
         \n\
         \x20 stratego register <userid> <password>\n\
         \x20 stratego challenge <userid> <opponent> <password>\n\
         \x20 stratego challenge <userid> {robot} <password>\n\
         \n\
         In a game, press reply: the first line you write is the command, with no password \
         and no game number. Write your army (or auto) while the game is set up, then a \
         move like b4-b5, or one of these words:\n\
         \n\
         {REPLY_WORDS}\
         \n\
         Anything else you write goes to your opponent.\n\
         \n\
         A piece moves one square, not diagonally; Bombs and the Flag never move; a Scout \
         goes any distance in a straight line over empty squares; no piece enters a lake \
         (send 'stratego help moves').\n\
         \n\
         For one topic, send 'stratego help TOPIC', like 'stratego help moves'. The \
         topics:\n\
         \n"
    );
    let width = TOPICS.iter().map(|(t, _)| t.len()).max().unwrap_or(0);
    for (topic, about) in TOPICS {
        let _ = writeln!(out, "  {topic:width$}  {about}");
    }
    out
}

/// `stratego help TOPIC`; `None` for a topic there is not (the caller lists them).
pub fn topic(name: &str, facts: &Facts<'_>) -> Option<String> {
    let text = match name.to_ascii_lowercase().as_str() {
        "moves" | "move" => moves(),
        "setup" | "army" | "deploy" => setup(),
        "variants" | "variant" | "games" => variants(),
        "options" | "option" => options(),
        "robot" | "computer" => robot(facts.robot),
        "ratings" | "rating" | "standings" => ratings(),
        "vacation" => vacation(facts),
        // The help helper passes the reader's language.
        "tournaments" | "tournament" => super::tournament::help(super::Lang::En),
        "account" | "settings" => account(),
        "watch" | "observe" => watch(),
        "commands" | "command" => commands(),
        "mod" | "moderators" | "moderator" | "moderation" => super::moderation::help(),
        _ => return None,
    };
    Some(text)
}

/// The answer to an unknown topic: the topics there are.
pub fn unknown_topic(name: &str) -> String {
    let mut out = format!(
        "There is no help topic '{}'. Send 'stratego help TOPIC' with one of these:\n\n",
        super::clip(name, 40)
    );
    for (topic, _) in TOPICS {
        let _ = writeln!(out, "  stratego help {topic}");
    }
    out
}

fn moves() -> String {
    "Moves\n\
     \n\
     A piece moves one square forward, back or sideways, never diagonally. Bombs and the \
     Flag never move. A Scout (9) moves any number of squares in a straight line, over \
     empty squares only. No piece enters a lake, and one move moves one piece.\n\
     \n\
     Name the square a piece stands on and the square it goes to: e4-e5. Also read: e4e5, \
     E4 E5 and e4xe5. A Scout names the square where it stops: b4-b8.\n\
     \n\
     Columns are a to j from Red's left, rows 1 to 10 from Red's side (in the small game a \
     to h and 1 to 8). Red sets up on rows 1 to 4 and moves first; Blue on rows 7 to 10.\n\
     \n\
     In a game, reply to the newest mail with the move on the first line. From anywhere \
     else, send it with your password:\n\
     \n\
     \x20 stratego move <game> <userid> <password> e4-e5\n\
     \n\
     Moves are numbered through the game, one number for each player's turn: Red plays \
     move 1, Blue move 2, Red move 3, and so on. Your board says which move is next. Add \
     #N to name it (e4-e5#12): a move sent twice, or after the board changed, is then \
     refused instead of played blindly.\n\
     \n\
     Battles: when a piece moves onto an enemy, both are shown and the higher rank wins; \
     equal ranks both go. The Spy takes the Marshal when the Spy strikes. A Bomb beats \
     every piece but the Miner. Whoever takes the enemy Flag wins.\n\
     \n\
     Two-squares rule: a piece may not move back and forth between the same two squares \
     more than 3 times in a row. Chase rule (more-squares): a piece chasing an enemy piece \
     may not bring back a position that already occurred during that chase. Your board \
     says when a rule stops a move.\n"
        .to_string()
}

fn setup() -> String {
    let mut out = String::from(
        "Your army\n\
         \n\
         The first board of a game asks for your army. Reply with the word auto for a random \
         army, or write your army at the top of the reply: one symbol a piece, your front \
         row (next to the lakes) first, each row from your left to your right.\n\
         \n\
         \x20 1 Marshal   4 Major       7 Sergeant   S Spy\n\
         \x20 2 General   5 Captain     8 Miner      B Bomb\n\
         \x20 3 Colonel   6 Lieutenant  9 Scout      F Flag\n\
         \x20 ? any piece you leave to chance\n\
         \n\
         A classic army, for example:\n\
         \n",
    );
    for line in example_army(Variant::Classic).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let _ = write!(
        out,
        "\n\
         The pieces of each game:\n\
         \n\
         \x20 classic  {}\n\
         \x20 small    {}\n\
         \x20 barrage  {}\n\
         \x20 duel     {}\n\
         \n\
         In barrage and duel, your pieces stand anywhere on your 4 rows: write . (or -) for \
         each empty square. In domino, the board lists the tiles you were dealt (send \
         'stratego help variants').\n\
         \n\
         Until both armies are in, you may send your army again, or swap two of your pieces \
         with a reply like:\n\
         \n\
         \x20 swap a1 b1\n\
         \n\
         Without a reply address, send this with the army in the body:\n\
         \n\
         \x20 stratego deploy <game> <userid> <password>\n",
        army_table(Variant::Classic),
        army_table(Variant::Small),
        army_table(Variant::Barrage),
        army_table(Variant::Duel),
    );
    out
}

fn variants() -> String {
    "Games\n\
     \n\
     A challenge is a classic game unless it names another:\n\
     \n\
     \x20 classic   10x10 board, 40 pieces each (the default)\n\
     \x20 -small    8x8 board, 24 pieces each\n\
     \x20 -barrage  the classic board, 8 pieces each\n\
     \x20 -duel     the classic board, 10 pieces each\n\
     \x20 -domino   Domino Stratego, 8x10 board without lakes\n\
     \n\
     For example:\n\
     \n\
     \x20 stratego challenge <userid> <opponent> -small <password>\n\
     \n\
     All but domino play by the classic rules. The small game has no Marshal: there the \
     Spy takes the General. In barrage and duel your pieces stand anywhere on your 4 home \
     rows and the other squares stay empty.\n\
     \n\
     Domino: each player is dealt the [0-0], the [6-6] and 22 more tiles of a double-six \
     set (the other 4 are never shown) and sets them on 3 rows, each tile turned as they \
     like: the first digit attacks, the second defends. Every tile steps one square. In a \
     battle the attacker's attack meets the defender's defence: the greater wins, equal \
     both go; the [0-0] beats the [6-6] whoever strikes. Whoever destroys the other's \
     [6-6] wins (both at once: a draw). No repetition rule unless asked for \
     (-twosquare=N, -chase=on); 100 moves without a strike: a draw. Write each tile as its attack digit, then its \
     defence digit: 53, 5-3 or [5-3].\n"
        .to_string()
}

fn options() -> String {
    "Challenge options\n\
     \n\
     Options go between the two userids and your password:\n\
     \n\
     \x20 stratego challenge <userid> <opponent> -twosquare=5 <password>\n\
     \n\
     \x20 -twosquare=N     moves in a row between two squares (default 3,\n\
     \x20                  0 for no limit)\n\
     \x20 -noscoutstrike   a Scout that moves more than one square may not\n\
     \x20                  strike\n\
     \x20 -reveal=keep     pieces shown by a battle stay shown (the default)\n\
     \x20 -reveal=turn     they are shown for one turn only\n\
     \x20 -chase=off       no more-squares rule (default on)\n\
     \x20 -nag=DAYS        a reminder after DAYS without a move (default 7)\n\
     \x20 -forfeit=DAYS    the game is lost after DAYS (default 21)\n\
     \n\
     The game itself is an option too: -small, -barrage, -duel or -domino (send 'stratego \
     help variants').\n"
        .to_string()
}

fn robot(robot: &str) -> String {
    format!(
        "Playing the computer\n\
         \n\
         No opponent at hand? Challenge the computer, {robot}:\n\
         \n\
         \x20 stratego challenge <userid> {robot} <password>\n\
         \n\
         Add -small, -barrage, -duel or -domino for those games; name {robot} first to let \
         it play Red. It sets up its army at once and answers each of your moves in the \
         mail that shows yours, so you get one mail a move with both on the board.\n\
         \n\
         It sees only what its side may see and reads nothing you write. It accepts a draw \
         when it is behind, or when no piece has fallen for 100 moves. Its games are rated \
         like any other (marked robot in the standings).\n"
    )
}

fn ratings() -> String {
    "Ratings\n\
     \n\
     Every game between two players that ends after both armies are in is rated \
     (Glicko-2, one rating for each game: classic, small, ...). Resigning and losing on \
     time count as a loss. A rating is provisional until there are enough games to be \
     sure of it.\n\
     \n\
     \x20 stratego standings          the classic table\n\
     \x20 stratego standings small    the table of another game\n\
     \x20 stratego rating <userid>    a player's ratings and last games\n"
        .to_string()
}

fn vacation(facts: &Facts<'_>) -> String {
    format!(
        "Vacation\n\
         \n\
         \x20 stratego vacation <userid> <password> 14\n\
         \n\
         This stops the reminder and forfeit clocks of all your games for 14 days, and your \
         opponents are told until when. A move of yours ends the vacation, and so does the \
         same command with 0 days.\n\
         \n\
         Here a vacation is at most {} days at a time and {} days in any 365 days. Days not \
         used because you came back early are given back.\n",
        facts.vacation_max_days, facts.vacation_days_per_year
    )
}

fn account() -> String {
    "Your account\n\
     \n\
     \x20 stratego set <userid> <password> password <new password>\n\
     \x20 stratego set <userid> <password> address <new address>\n\
     \n\
     A new address must be confirmed, like the first: reply to the mail it brings. Either \
     change gives your games new reply addresses, so old mails no longer move pieces.\n\
     \n\
     Your board shows your own army at the bottom. To keep Red at the bottom always:\n\
     \n\
     \x20 stratego set <userid> <password> noflip\n\
     \x20 stratego set <userid> <password> flip\n\
     \n\
     Board mails also hold the board as a table, for mail programs that show text in a \
     proportional font. To get the text alone, or the table back:\n\
     \n\
     \x20 stratego set <userid> <password> nohtml\n\
     \x20 stratego set <userid> <password> html\n\
     \n\
     The club's announcements come at most once a day. To stop them, or get them again:\n\
     \n\
     \x20 stratego set <userid> <password> noannounce\n\
     \x20 stratego set <userid> <password> announce\n\
     \n\
     A forgotten password: send this from any address. A mail goes to your registered \
     address; reply to it within an hour with the new password alone on the first line.\n\
     \n\
     \x20 stratego forgot <userid>\n\
     \n\
     To get everything stored about you, mailed to you as one file:\n\
     \n\
     \x20 stratego mydata <userid> <password>\n\
     \n\
     To leave, send this and reply to the mail it brings. Your open games are resigned, \
     and your address, password and mail are deleted. Your finished games stay, played by \
     a name like deleted-7.\n\
     \n\
     \x20 stratego leave <userid> <password>\n"
        .to_string()
}

fn watch() -> String {
    "Watching games\n\
     \n\
     \x20 stratego games                the games being played\n\
     \x20 stratego games <userid>       a player's games\n\
     \x20 stratego show <game>          a game's board as an observer sees it\n\
     \x20 stratego history <game>       every move of a game\n\
     \n\
     To get every board of a game as it is played:\n\
     \n\
     \x20 stratego subscribe <game> <userid> <password>\n\
     \x20 stratego unsubscribe <game> <userid> <password>\n\
     \n\
     An observer sees what both players have revealed, never a hidden piece.\n"
        .to_string()
}

fn commands() -> String {
    let mut out = String::from(
        "Commands\n\
         \n\
         Each is the subject of a mail to this address. In a game, a reply needs only the \
         words after the password.\n\
         \n",
    );
    for form in syntax::all_usages() {
        let _ = writeln!(out, "  {form}");
    }
    out.push_str(
        "\nThe mod commands are for moderators: 'stratego help mod' says what each one \
         does.\n",
    );
    out
}
