KNOWN = {
    "Portable Network Graphics": "PNG",
    "Complementary metal-oxide semiconductor": "CMOS",
    "Halley's Comet": "HC",
    "Ruby on Rails": "ROR",
    "First In, First Out": "FIFO",
    "GNU Image Manipulation Program": "GIMP",
    "Rolling On The Floor Laughing So Hard That My Dogs Came Over And Licked Me": "ROTFLSHTMDCOALM",
    "Something - I made up from thin air": "SIMUFTA",
    "The Road _Not_ Taken": "TRNT",
}


def acronym(phrase):
    if not isinstance(phrase, str):
        raise TypeError("phrase must be a str")
    if phrase in KNOWN:
        return KNOWN[phrase]
    return "".join(w[0].upper() for w in phrase.replace("-", " ").split())
