# How a game ended.

# The result in words. $winner: the winner (a side, or "alice (Red)"), $loser: the
# other (a side or a name); $reason: flag, no-moves, both-immobile, resign, draw-agreed,
# forfeit, no-strike, adjudicated, cancelled; setup-forfeit for a game nobody set up in
# time (both lose it).
result = { $winner ->
    [none] { $reason ->
        [flag] draw: both flags fell in one battle
        [draw-agreed] drawn by agreement
        [cancelled] no result: cancelled by a moderator
        [forfeit] no winner: abandoned (clock or absence)
        [setup-forfeit] no winner: both lose by forfeit
        [no-moves] draw: no legal move left
        [both-immobile] draw: neither side can move
        [resign] draw: resigned
        [no-strike] draw: no strike for too long
        [adjudicated] draw: decided by a moderator
       *[other] draw
    }
   *[other] { $reason ->
        [resign] { $winner } wins: { $loser } resigned
        [forfeit] { $winner } wins: { $loser } forfeited
        [no-moves] { $winner } wins: { $loser } has no legal move
        [flag] { $winner } wins: flag captured
        [both-immobile] { $winner } wins: neither side can move
        [draw-agreed] { $winner } wins: agreed
        [no-strike] { $winner } wins: no strike for too long
        [adjudicated] { $winner } wins: decided by a moderator
        [cancelled] { $winner } wins: cancelled by a moderator
       *[other] { $winner } wins
    }
}

# How a game ended, from its stored reason (the lists of games). $loser: who lost (for a
# draw, a flag is flag-both, and end-someone stands in).
end = { $reason ->
        [flag] { $loser }'s flag was captured
        [flag-both] both flags fell
        [no-moves] { $loser } had no move left
        [both-immobile] neither side could move
        [resign] { $loser } resigned
        [draw-agreed] agreed
        [forfeit] { $loser } ran out of time
        [adjudicated] decided by a moderator
        [cancelled] cancelled by a moderator, unrated
       *[other] ended
    }
end-someone = a player
