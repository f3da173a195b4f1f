# Hoe een partij eindigde.

result = { $winner ->
    [none] { $reason ->
        [flag] remise, beide vlaggen vielen in één gevecht
        [draw-agreed] remise in onderling overleg
        [cancelled] geen uitslag, afgebroken door een moderator
        [forfeit] geen winnaar, afgebroken (tijd of afwezigheid)
        [setup-forfeit] geen winnaar, beiden verliezen door tijdsoverschrijding
        [no-moves] remise, geen geldige zet meer
        [both-immobile] remise, geen van beiden kan zetten
        [resign] remise, opgegeven
        [no-strike] remise, te lang niet geslagen
        [adjudicated] remise, beslist door een moderator
       *[other] remise
    }
   *[other] { $reason ->
        [resign] { $winner } wint, { $loser } heeft opgegeven
        [forfeit] { $winner } wint, { $loser } verliest door tijdsoverschrijding
        [no-moves] { $winner } wint, { $loser } heeft geen geldige zet
        [flag] { $winner } wint, vlag veroverd
        [both-immobile] { $winner } wint, geen van beiden kan zetten
        [draw-agreed] { $winner } wint, overeengekomen
        [no-strike] { $winner } wint, te lang niet geslagen
        [adjudicated] { $winner } wint, beslist door een moderator
        [cancelled] { $winner } wint, afgebroken door een moderator
       *[other] { $winner } wint
    }
}

end = { $reason ->
        [flag] de vlag van { $loser } is veroverd
        [flag-both] beide vlaggen zijn gevallen
        [no-moves] { $loser } kon geen zet meer doen
        [both-immobile] geen van beide kanten kon nog zetten
        [resign] { $loser } heeft opgegeven
        [draw-agreed] afgesproken
        [forfeit] { $loser } verliest door tijdsoverschrijding
        [adjudicated] beslist door een moderator
        [cancelled] afgebroken door een moderator, zonder rating
       *[other] afgelopen
    }
end-someone = een speler
