// Entry of /s/assets/beacon.js: linked by every published page (page analytics).
import { startBeacon } from "../beacon.js";

startBeacon(document);
