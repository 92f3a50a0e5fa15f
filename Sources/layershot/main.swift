print("layershot")
