# Datum a čas: vzory strftime knihovny chrono (ČSN 01 6910: 5. 11. 2026).
when-date = %-d. %-m. %Y
when-time = %H:%M:%S
when-time-ms = %H:%M:%S%.3f
when-date-time = %-d. %-m. %Y %H:%M:%S
