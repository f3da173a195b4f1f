# Words shared by every area: dates, the subject of an error reply.

time = { $day }-{ $month }-{ $year } { $hour }:{ $minute } UTC
date = { $day }-{ $month }-{ $year }

error-subject = Stratego-fout: { $reason }
