"""A fair deal between devices that do not trust each other: tiles mixed by commutative encryption so that no
device sees another's rack or the pile's order before the rules reveal them, and none can choose its tiles;
every step checkable once the game ends. Pure: the random secrets come from the caller."""
