package nn
