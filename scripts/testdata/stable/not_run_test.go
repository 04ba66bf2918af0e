package diff

// notRun: operators the differential test does not call, with why.
var notRun = map[string]string{}
