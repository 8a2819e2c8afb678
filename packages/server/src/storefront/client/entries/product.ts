// Entry of /s/assets/product.js: linked only by pages that hold a product.
import { enhanceProduct } from "../product.js";

enhanceProduct(document);
