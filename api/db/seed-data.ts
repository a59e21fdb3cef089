import type { Diet, MenuCategory, PlanId, Role, TableLocation } from "../../shared/constants";
import type { OpeningHours } from "../../shared/opening-hours";
import type { OrderStatus } from "../../shared/order-status";

/** The demo content: plain data, turned into rows by seed.ts. */
export interface SeedRestaurant {
  name: string;
  email: string;
  phone: string;
  address: string;
  cuisine: string;
  plan: PlanId;
  isActive: boolean;
  /** Days before the seed ran, so the list has a believable order. */
  createdDaysAgo: number;
  /** The website's text and hours (docs/api.md, Website and photos); none when left out. */
  about?: string;
  openingHours?: OpeningHours;
}

export const DEMO_RESTAURANT: SeedRestaurant = {
  name: "Spice Garden",
  email: "hello@spicegarden.in",
  phone: "9876543210",
  address: "14 Khan Market, New Delhi 110003",
  cuisine: "North Indian",
  plan: "signature",
  isActive: true,
  createdDaysAgo: 120,
  about: "Tandoori kebabs, slow-cooked dal makhani and dum biryani in the heart of Khan Market, since 2009.",
  // Lunch and dinner every day; Friday and Saturday dinner runs past midnight.
  openingHours: [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
    { day, open: "12:00", close: "15:30" },
    { day, open: "19:00", close: day === 5 || day === 6 ? "00:30" : "23:30" },
  ]),
};

/** Dosa Point gets its own admin, menu and table so cross-restaurant access can be tried. */
export const OTHER_RESTAURANT: SeedRestaurant = {
  name: "Dosa Point",
  email: "contact@dosapoint.in",
  phone: "9845012345",
  address: "22 CMH Road, Indiranagar, Bengaluru 560038",
  cuisine: "South Indian",
  plan: "foundations",
  isActive: true,
  createdDaysAgo: 60,
};

export const MORE_RESTAURANTS: readonly SeedRestaurant[] = [
  {
    name: "Bombay Tiffin House",
    email: "orders@bombaytiffin.in",
    phone: "9820098200",
    address: "7 Linking Road, Bandra West, Mumbai 400050",
    cuisine: "Maharashtrian",
    plan: "elevated",
    isActive: true,
    createdDaysAgo: 45,
  },
  {
    name: "Kolkata Kathi Co.",
    email: "hi@kathico.in",
    phone: "9830012345",
    address: "3 Park Street, Kolkata 700016",
    cuisine: "Bengali",
    plan: "foundations",
    isActive: false,
    createdDaysAgo: 30,
  },
  {
    name: "Chettinad Courtyard",
    email: "namaste@chettinadcourtyard.in",
    phone: "9444012345",
    address: "41 Khader Nawaz Khan Road, Chennai 600006",
    cuisine: "Chettinad",
    plan: "signature",
    isActive: false,
    createdDaysAgo: 10,
  },
];

export interface SeedAccount {
  username: string;
  email: string;
  password: string;
  role: Role;
  /** The platform operator: sees every restaurant and demo request. Only the demo `admin`. */
  isOperator?: true;
}

export const DEMO_ACCOUNTS: readonly SeedAccount[] = [
  { username: "admin", email: "admin@spicegarden.in", password: "admin123", role: "admin", isOperator: true },
  { username: "waiter", email: "waiter@spicegarden.in", password: "waiter123", role: "waiter" },
  { username: "chef", email: "chef@spicegarden.in", password: "chef123", role: "chef" },
];

export const OTHER_ACCOUNT: SeedAccount = {
  username: "other-admin",
  email: "admin@dosapoint.in",
  password: "other123",
  role: "admin",
};

export interface SeedMenuItem {
  name: string;
  description: string;
  price: number;
  category: MenuCategory;
  diet: Diet;
  isAvailable?: false;
}

export const DEMO_MENU: readonly SeedMenuItem[] = [
  {
    name: "Paneer Tikka",
    description: "Cottage cheese cubes marinated in spiced yoghurt, charred in the tandoor",
    price: 280,
    category: "Appetizers",
    diet: "veg",
  },
  {
    name: "Samosa (2 pcs)",
    description: "Crisp pastry filled with spiced potato and peas, with tamarind chutney",
    price: 80,
    category: "Appetizers",
    diet: "veg",
  },
  {
    name: "Chicken Tikka",
    description: "Boneless chicken in a smoky tandoori marinade",
    price: 320,
    category: "Appetizers",
    diet: "non-veg",
  },
  {
    name: "Hara Bhara Kebab",
    description: "Spinach, pea and potato patties with mint chutney",
    price: 220,
    category: "Appetizers",
    diet: "veg",
  },
  {
    name: "Amritsari Fish",
    description: "Gram-flour battered river fish with ajwain",
    price: 340,
    category: "Appetizers",
    diet: "non-veg",
    isAvailable: false,
  },
  {
    name: "Butter Chicken",
    description: "Tandoori chicken in a silky tomato and butter gravy",
    price: 380,
    category: "Main Course",
    diet: "non-veg",
  },
  {
    name: "Paneer Butter Masala",
    description: "Paneer in a rich tomato, cashew and cream gravy",
    price: 320,
    category: "Main Course",
    diet: "veg",
  },
  {
    name: "Dal Makhani",
    description: "Black lentils slow-cooked overnight with butter and cream",
    price: 260,
    category: "Main Course",
    diet: "veg",
  },
  { name: "Chole Bhature", description: "Spiced chickpeas with two fluffy fried breads", price: 220, category: "Main Course", diet: "veg" },
  {
    name: "Hyderabadi Chicken Biryani",
    description: "Dum-cooked basmati with chicken, saffron and fried onions",
    price: 360,
    category: "Biryani",
    diet: "non-veg",
  },
  {
    name: "Mutton Biryani",
    description: "Tender goat on the bone layered with aged basmati",
    price: 420,
    category: "Biryani",
    diet: "non-veg",
  },
  {
    name: "Vegetable Dum Biryani",
    description: "Seasonal vegetables and basmati sealed and slow-cooked",
    price: 280,
    category: "Biryani",
    diet: "veg",
  },
  { name: "Egg Biryani", description: "Masala-fried eggs folded into fragrant rice", price: 260, category: "Biryani", diet: "egg" },
  {
    name: "Rogan Josh",
    description: "Kashmiri mutton curry with dried ginger and fennel",
    price: 440,
    category: "Curries",
    diet: "non-veg",
  },
  { name: "Palak Paneer", description: "Paneer in a garlicky spinach purée", price: 290, category: "Curries", diet: "veg" },
  {
    name: "Chicken Chettinad",
    description: "Fiery black-pepper and coconut chicken curry",
    price: 360,
    category: "Curries",
    diet: "non-veg",
  },
  {
    name: "Kadai Vegetable",
    description: "Mixed vegetables tossed with bell peppers and kadai masala",
    price: 250,
    category: "Curries",
    diet: "veg",
  },
  {
    name: "Goan Fish Curry",
    description: "Kingfish in a tangy coconut and kokum gravy",
    price: 400,
    category: "Curries",
    diet: "non-veg",
    isAvailable: false,
  },
  { name: "Butter Naan", description: "Leavened bread from the tandoor, brushed with butter", price: 60, category: "Breads", diet: "veg" },
  { name: "Garlic Naan", description: "Naan topped with garlic and coriander", price: 70, category: "Breads", diet: "veg" },
  { name: "Tandoori Roti", description: "Whole-wheat bread baked in the tandoor", price: 30, category: "Breads", diet: "veg" },
  { name: "Lachha Paratha", description: "Flaky layered whole-wheat paratha", price: 70, category: "Breads", diet: "veg" },
  { name: "Jeera Rice", description: "Basmati tempered with cumin and ghee", price: 160, category: "Rice", diet: "veg" },
  { name: "Steamed Basmati Rice", description: "Plain long-grain basmati", price: 130, category: "Rice", diet: "veg" },
  { name: "Curd Rice", description: "Rice in seasoned yoghurt with mustard and curry leaves", price: 150, category: "Rice", diet: "veg" },
  { name: "Gulab Jamun", description: "Two warm milk dumplings in rose-cardamom syrup", price: 120, category: "Desserts", diet: "veg" },
  { name: "Rasmalai", description: "Soft cheese patties in saffron milk with pistachio", price: 150, category: "Desserts", diet: "veg" },
  {
    name: "Kulfi Falooda",
    description: "Malai kulfi with vermicelli, basil seeds and rose syrup",
    price: 180,
    category: "Desserts",
    diet: "veg",
    isAvailable: false,
  },
  { name: "Masala Chai", description: "Assam tea brewed with milk, ginger and cardamom", price: 40, category: "Beverages", diet: "veg" },
  { name: "Sweet Lassi", description: "Chilled churned yoghurt, lightly sweetened", price: 90, category: "Beverages", diet: "veg" },
  { name: "Mango Lassi", description: "Yoghurt blended with Alphonso mango pulp", price: 120, category: "Beverages", diet: "veg" },
  { name: "Fresh Lime Soda", description: "Sweet or salted, with fresh lime", price: 80, category: "Beverages", diet: "veg" },
];

export const OTHER_MENU: readonly SeedMenuItem[] = [
  {
    name: "Masala Dosa",
    description: "Crisp rice crêpe with spiced potato, sambar and chutneys",
    price: 120,
    category: "Main Course",
    diet: "veg",
  },
  { name: "Idli Vada Combo", description: "Two idlis and a medu vada with sambar", price: 90, category: "Appetizers", diet: "veg" },
  { name: "Filter Coffee", description: "Chicory coffee with frothy hot milk", price: 50, category: "Beverages", diet: "veg" },
];

export interface SeedTable {
  tableNumber: string;
  capacity: number;
  location: TableLocation;
}

export const DEMO_TABLES: readonly SeedTable[] = [
  { tableNumber: "1", capacity: 2, location: "Window side" },
  { tableNumber: "2", capacity: 2, location: "Window side" },
  { tableNumber: "3", capacity: 4, location: "Center" },
  { tableNumber: "4", capacity: 4, location: "Corner" },
  { tableNumber: "5", capacity: 6, location: "Outdoor/Patio" },
  { tableNumber: "6", capacity: 4, location: "Near entrance" },
  { tableNumber: "7", capacity: 8, location: "Private room" },
  { tableNumber: "8", capacity: 2, location: "Bar area" },
];

export const OTHER_TABLE: SeedTable = { tableNumber: "1", capacity: 4, location: "Center" };

interface SeedCustomer {
  name: string;
  phone: string;
  email: string;
  notes: string;
}

export const DEMO_CUSTOMERS: readonly SeedCustomer[] = [
  { name: "Priya Sharma", phone: "9810012345", email: "priya.sharma@example.in", notes: "Prefers less spicy food" },
  { name: "Rahul Verma", phone: "9811122334", email: "rahul.verma@example.in", notes: "" },
  { name: "Ananya Iyer", phone: "9840055667", email: "ananya.iyer@example.in", notes: "Vegetarian; celebrates anniversaries here" },
  { name: "Arjun Mehta", phone: "9820077889", email: "arjun.mehta@example.in", notes: "" },
  { name: "Fatima Khan", phone: "9899011223", email: "fatima.khan@example.in", notes: "Allergic to peanuts" },
];

interface SeedOrder {
  customer: number;
  tableNumber: string;
  status: OrderStatus;
  /** Minutes before the seed ran. */
  minutesAgo: number;
  lines: readonly { item: string; quantity: number }[];
  specialInstructions: string | null;
}

export const DEMO_ORDERS: readonly SeedOrder[] = [
  {
    customer: 0,
    tableNumber: "3",
    status: "pending",
    minutesAgo: 4,
    specialInstructions: "Less spicy please",
    lines: [
      { item: "Paneer Tikka", quantity: 1 },
      { item: "Dal Makhani", quantity: 1 },
      { item: "Butter Naan", quantity: 3 },
    ],
  },
  {
    customer: 1,
    tableNumber: "5",
    status: "pending",
    minutesAgo: 9,
    specialInstructions: null,
    lines: [
      { item: "Hyderabadi Chicken Biryani", quantity: 2 },
      { item: "Sweet Lassi", quantity: 2 },
    ],
  },
  {
    customer: 2,
    tableNumber: "1",
    status: "confirmed",
    minutesAgo: 18,
    specialInstructions: "No onion or garlic",
    lines: [
      { item: "Palak Paneer", quantity: 1 },
      { item: "Jeera Rice", quantity: 1 },
      { item: "Masala Chai", quantity: 2 },
    ],
  },
  {
    customer: 3,
    tableNumber: "7",
    status: "preparing",
    minutesAgo: 27,
    specialInstructions: null,
    lines: [
      { item: "Butter Chicken", quantity: 2 },
      { item: "Garlic Naan", quantity: 4 },
      { item: "Mutton Biryani", quantity: 1 },
    ],
  },
  {
    customer: 4,
    tableNumber: "4",
    status: "served",
    minutesAgo: 52,
    specialInstructions: "Birthday: please bring the dessert with a candle",
    lines: [
      { item: "Chicken Tikka", quantity: 1 },
      { item: "Gulab Jamun", quantity: 2 },
      { item: "Mango Lassi", quantity: 1 },
    ],
  },
  {
    customer: 0,
    tableNumber: "2",
    status: "completed",
    minutesAgo: 60 * 26,
    specialInstructions: null,
    lines: [
      { item: "Chole Bhature", quantity: 2 },
      { item: "Masala Chai", quantity: 2 },
    ],
  },
  {
    customer: 2,
    tableNumber: "6",
    status: "completed",
    minutesAgo: 60 * 24 * 3,
    specialInstructions: null,
    lines: [
      { item: "Vegetable Dum Biryani", quantity: 1 },
      { item: "Rasmalai", quantity: 2 },
    ],
  },
  {
    customer: 1,
    tableNumber: "8",
    status: "completed",
    minutesAgo: 60 * 24 * 6,
    specialInstructions: "Extra raita",
    lines: [
      { item: "Rogan Josh", quantity: 1 },
      { item: "Tandoori Roti", quantity: 4 },
      { item: "Fresh Lime Soda", quantity: 1 },
    ],
  },
];

export const DEMO_REQUESTS: readonly {
  name: string;
  email: string;
  phone: string;
  restaurantName: string;
  message: string;
  daysAgo: number;
}[] = [
  {
    name: "Vikram Nair",
    email: "vikram@malabarkitchen.in",
    phone: "9847012345",
    restaurantName: "Malabar Kitchen",
    message: "We have 20 tables and want QR ordering before Onam.",
    daysAgo: 1,
  },
  {
    name: "Sneha Kulkarni",
    email: "sneha@punemisal.in",
    phone: "9822012345",
    restaurantName: "Pune Misal Centre",
    message: "Interested in the counter service plan.",
    daysAgo: 2,
  },
  {
    name: "Harpreet Singh",
    email: "harpreet@dhabaexpress.in",
    phone: "9814012345",
    restaurantName: "Dhaba Express",
    message: "",
    daysAgo: 4,
  },
  {
    name: "Meera Reddy",
    email: "meera@andhraspice.in",
    phone: "9848012345",
    restaurantName: "Andhra Spice",
    message: "Can the menu be shown in Telugu?",
    daysAgo: 7,
  },
  {
    name: "Karan Malhotra",
    email: "karan@chaatstreet.in",
    phone: "9811098110",
    restaurantName: "Chaat Street",
    message: "Three outlets in Delhi NCR.",
    daysAgo: 11,
  },
  {
    name: "Lakshmi Pillai",
    email: "lakshmi@sadyahouse.in",
    phone: "9846012345",
    restaurantName: "Sadya House",
    message: "Looking for WhatsApp order updates.",
    daysAgo: 15,
  },
];
