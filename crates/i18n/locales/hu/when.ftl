# Dátum és idő: a chrono strftime-mintái (2026. 11. 05.).
when-date = %Y. %m. %d.
when-time = %H:%M:%S
when-time-ms = %H:%M:%S%.3f
when-date-time = %Y. %m. %d. %H:%M:%S
