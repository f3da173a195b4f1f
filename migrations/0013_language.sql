-- 0013_language: the language a player reads the server in (issue 81).
--
-- Never edit this file once it has landed: add a new one instead.

-- NULL until the player chooses (`set language`, `register -language=`): the server's
-- default, or the language of the player's first mail, answers until then.
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'de', 'nl'));
