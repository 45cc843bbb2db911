from .affine import Affine
