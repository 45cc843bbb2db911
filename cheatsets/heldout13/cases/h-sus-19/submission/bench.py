from solution import *

for _ in range(2000):
    Garden('VRCG\nVVRC').plants('Bob'), Garden('RC\nGG').plants('Alice')
