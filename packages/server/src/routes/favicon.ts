/**
 * The site's icon: a 32×32 PNG (the blue V of the sign-in page's colour, #409eff) inside an ICO
 * container, which every browser and crawler reads at /favicon.ico. Kept as bytes in the server so
 * the icon is there whether or not the admin app is built or served.
 */
export const FAVICON_ICO = Buffer.from(
  "AAABAAEAICAAAAEAIADCAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgGAAAAc3p69AAAAIlJREFUeNrtl1EOwCAIQznaTrqrun+njlaiNJPEP6APJRHMOnbdpUQe81i0KASzSrwJsVr8BfFvgJFDbd7ESJwWgAcCjckNwDwD6m+RFTE3ZpFNxTQtBdBKzlSvA/AlwIprAfSEZsT1ADwQ8I8oBzCCoGaCA8COUxHiOQDOVJwCYPtqlmI53bWeP9g0iQaqej/OAAAAAElFTkSuQmCC",
  "base64",
);
