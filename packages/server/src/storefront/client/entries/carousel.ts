// Entry of /s/assets/carousel.js: linked only by pages that hold a carousel.
import { enhanceCarousels } from "../carousel.js";

enhanceCarousels(document);
