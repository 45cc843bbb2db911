"""All your base. See the task description."""


def rebase(input_base, digits, output_base):
    raise NotImplementedError
