"""Full screens: title and menus, how to play, rules reference, replays, statistics, calculator, tutorial."""
