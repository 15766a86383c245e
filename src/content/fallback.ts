/**
 * The content a new site starts with (SPEC §1): shown until staff save their first change, and written
 * to the store as its seed. Parsed with the shared schema so a mistake here fails the tests, not a page.
 */

import {
  DEFAULT_BRAND_TEXT,
  DEFAULT_FAVICON_URL,
  DEFAULT_PAGE_TITLE,
} from '../domain/content/site-settings.ts';
import { type MenuItemInput, type SiteContent, SiteContentSchema, slugify } from '../domain/index.ts';

const menuImage = (file: string) => `/images/menu/${file}.svg`;
const galleryImage = (file: string) => `/images/gallery/${file}.svg`;

type Dish = Omit<MenuItemInput, 'category'> & { id: string };

function dishes(categoryId: string, category: 'Makanan' | 'Minuman' | 'Lainnya', list: Dish[]) {
  return list.map((dish, index) => ({
    ...dish,
    category,
    category_id: categoryId,
    slug: slugify(dish.name),
    position: index + 1,
    revision: 1,
    updated_at: '',
  }));
}

const makanan = dishes('makanan', 'Makanan', [
  {
    id: 'rendang-daging',
    name: 'Rendang Daging',
    name_en: 'Beef rendang',
    description_en:
      "Beef slow-cooked for eight hours in coconut milk and spices until dry, dark and rich, the flavour soaked into every fibre: West Sumatra's best-known dish.",
    contains: ['beef', 'coconut_milk'],
    description:
      'Daging sapi pilihan dimasak perlahan selama delapan jam dalam santan kelapa dan bumbu rempah hingga kering, hitam kecokelatan, dan meresap sampai ke serat.',
    price: 'Rp 38.000',
    image: menuImage('rendang-daging'),
    gallery: [galleryImage('dapur-rendang'), galleryImage('hidangan-lengkap')],
    status: 'Tersedia',
    spice_level: 3,
    portion: '1 potong besar (± 120 gram)',
    calories: 468,
    allergens: ['Kelapa'],
    ingredients: [
      'Daging sapi',
      'Santan kelapa',
      'Cabai merah',
      'Serai',
      'Lengkuas',
      'Daun kunyit',
      'Asam kandis',
    ],
    ai_description:
      'Rendang kami dimasak dengan cara lama: diaduk terus di atas api kecil sampai santannya habis dan bumbunya membungkus daging. Hasilnya empuk, gurih, dan pedasnya hangat di ujung lidah. Paling nikmat dengan nasi hangat dan sedikit kuah gulai.',
    ai_description_en:
      'We cook our rendang the old way: stirred without pause over a low fire until the coconut milk is gone and the spices coat the meat. It comes out tender and savoury, with a warm heat at the tip of the tongue. Best with hot rice and a little curry sauce.',
    portion_en: '1 large piece (about 120 grams)',
    allergens_en: ['Coconut'],
    ingredients_en: [
      'Beef',
      'Coconut milk',
      'Red chilli',
      'Lemongrass',
      'Galangal',
      'Turmeric leaf',
      'Asam kandis (dried sour fruit)',
    ],
  },
  {
    id: 'ayam-pop',
    name: 'Ayam Pop',
    name_en: 'Ayam pop (pale fried chicken)',
    description_en:
      'Free-range chicken poached in coconut water and garlic, then fried only briefly so the skin stays pale and the meat tender. Served with a red chilli sauce.',
    contains: ['chicken'],
    description:
      'Ayam kampung direbus dalam air kelapa dan bawang putih, lalu digoreng sebentar sehingga kulitnya tetap pucat dan dagingnya lembut. Disajikan dengan sambal merah khas.',
    price: 'Rp 32.000',
    image: menuImage('ayam-pop'),
    gallery: [galleryImage('etalase-lauk')],
    status: 'Tersedia',
    spice_level: 1,
    portion: '1/4 ekor ayam kampung',
    calories: 355,
    allergens: ['Kelapa'],
    ingredients: ['Ayam kampung', 'Air kelapa', 'Bawang putih', 'Jahe', 'Sambal cabai merah', 'Daun selada'],
    ai_description:
      'Ayam pop adalah pilihan bagi yang ingin rasa lembut tanpa pedas berlebihan. Dagingnya juicy dengan aroma bawang putih yang halus; cocolkan ke sambal merahnya kalau ingin sedikit tendangan.',
    ai_description_en:
      'Ayam pop is for those who like it mild. The meat is juicy with a soft garlic aroma; dip it in the red sambal if you want a little kick.',
    portion_en: '1/4 free-range chicken',
    allergens_en: ['Coconut'],
    ingredients_en: [
      'Free-range chicken',
      'Coconut water',
      'Garlic',
      'Ginger',
      'Red chilli sambal',
      'Lettuce',
    ],
  },
  {
    id: 'gulai-ikan-kakap',
    name: 'Gulai Ikan Kakap',
    name_en: 'Red snapper curry',
    description_en:
      'Red snapper, head and pieces, cooked in a thick yellow curry of coconut milk, turmeric and chilli, freshened with asam kandis (a sour dried fruit).',
    contains: ['fish', 'coconut_milk'],
    description:
      'Kepala dan potongan ikan kakap merah dimasak dalam kuah gulai kuning yang kental dari santan, kunyit, dan cabai, dengan asam kandis yang menyegarkan.',
    price: 'Rp 45.000',
    image: menuImage('gulai-ikan-kakap'),
    gallery: [galleryImage('sambal-dan-lalapan')],
    status: 'Tersedia',
    spice_level: 2,
    portion: '1 mangkuk (± 350 gram)',
    calories: 410,
    allergens: ['Ikan', 'Kelapa'],
    ingredients: [
      'Ikan kakap merah',
      'Santan kelapa',
      'Kunyit',
      'Cabai merah',
      'Asam kandis',
      'Daun jeruk',
      'Daun kunyit',
    ],
    ai_description:
      'Kuah gulai kami kental, kuning keemasan, dan wangi daun kunyit. Daging kakapnya tebal dan manis, sementara asam kandis membuat setiap suapan terasa segar. Siram kuahnya ke nasi: begitulah orang Minang menikmatinya.',
    ai_description_en:
      'Our curry sauce is thick, golden yellow and fragrant with turmeric leaf. The snapper is thick and sweet, and the asam kandis keeps every mouthful bright. Pour the sauce over your rice: that is how the Minang eat it.',
    portion_en: '1 bowl (about 350 grams)',
    allergens_en: ['Fish', 'Coconut'],
    ingredients_en: [
      'Red snapper',
      'Coconut milk',
      'Turmeric',
      'Red chilli',
      'Asam kandis (dried sour fruit)',
      'Lime leaf',
      'Turmeric leaf',
    ],
  },
]);

const minuman = dishes('minuman', 'Minuman', [
  {
    id: 'es-teh-talua',
    name: 'Es Teh Talua',
    name_en: 'Iced egg tea',
    description_en:
      'A Minang classic: a free-range egg yolk whisked with sugar until foamy, topped with strong black tea and a squeeze of lime. Served cold.',
    contains: ['egg'],
    description:
      'Teh telur khas Minang: kuning telur ayam kampung dikocok dengan gula hingga mengembang, lalu disiram teh hitam pekat dan jeruk nipis. Disajikan dingin.',
    price: 'Rp 18.000',
    image: menuImage('es-teh-talua'),
    gallery: [menuImage('es-teh-talua-dikocok')],
    status: 'Tersedia',
    spice_level: 0,
    portion: '1 gelas (350 ml)',
    calories: 190,
    allergens: ['Telur'],
    ingredients: ['Kuning telur ayam kampung', 'Teh hitam', 'Gula pasir', 'Jeruk nipis', 'Es batu'],
    ai_description:
      'Busa lembutnya terbentuk dari kocokan tangan yang sabar. Rasanya manis, legit, dengan sentuhan asam jeruk nipis yang menghilangkan amis. Minuman penambah tenaga favorit para perantau.',
    ai_description_en:
      'Its soft foam comes from patient whisking by hand. It tastes sweet and rich, with a touch of lime that takes away any eggy smell. A favourite pick-me-up of the Minang far from home.',
    portion_en: '1 glass (350 ml)',
    allergens_en: ['Egg'],
    ingredients_en: ['Free-range egg yolk', 'Black tea', 'Sugar', 'Lime', 'Ice'],
  },
  {
    id: 'es-tebak',
    name: 'Es Tebak',
    name_en: 'Es tebak (shaved ice dessert)',
    description_en:
      'Shaved ice with tebak (rice-flour cake), cendol, fermented sticky rice, avocado and palm seeds, with red syrup and sweetened condensed milk.',
    description:
      'Es serut dengan tebak (kue tepung beras), cendol, tape ketan, alpukat, dan kolang-kaling, disiram sirup merah dan susu kental manis.',
    price: 'Rp 20.000',
    image: menuImage('es-tebak'),
    gallery: [menuImage('es-tebak-bahan')],
    status: 'Tersedia',
    spice_level: 0,
    portion: '1 mangkuk (400 ml)',
    calories: 320,
    allergens: ['Susu'],
    ingredients: [
      'Tebak tepung beras',
      'Cendol',
      'Tape ketan',
      'Alpukat',
      'Kolang-kaling',
      'Sirup merah',
      'Susu kental manis',
    ],
    ai_description:
      'Es tebak adalah penutup yang pas setelah makan pedas: dingin, manis, dan penuh tekstur. Tebaknya kenyal, cendolnya lembut, dan susu kental manisnya menyatukan semuanya.',
    ai_description_en:
      'Es tebak is the right dessert after a spicy meal: cold, sweet and full of textures. The tebak is chewy, the cendol soft, and the condensed milk brings it all together.',
    portion_en: '1 bowl (400 ml)',
    allergens_en: ['Milk'],
    ingredients_en: [
      'Rice-flour tebak',
      'Cendol',
      'Fermented sticky rice',
      'Avocado',
      'Sugar palm seeds',
      'Red syrup',
      'Sweetened condensed milk',
    ],
  },
  {
    id: 'kawa-daun',
    name: 'Kawa Daun',
    name_en: 'Coffee-leaf tea',
    description_en:
      'Dried, smoked coffee leaves brewed and served hot in a coconut shell, as on the slopes of Mount Marapi, with a little condensed milk. Light, fragrant and slightly smoky.',
    description:
      'Seduhan daun kopi yang dikeringkan dan diasap, disajikan panas dalam batok kelapa seperti di lereng Gunung Marapi, dengan sedikit susu kental manis. Ringan, harum, dan sedikit berasap.',
    price: 'Rp 12.000',
    image: menuImage('kawa-daun'),
    gallery: [menuImage('kawa-daun-susu')],
    status: 'Habis',
    spice_level: 0,
    portion: '1 batok (250 ml)',
    calories: 95,
    allergens: ['Susu'],
    ingredients: ['Daun kopi kering', 'Susu kental manis', 'Gula aren', 'Air panas'],
    ai_description:
      'Kawa daun lahir ketika biji kopi Minang dulu harus dijual ke luar negeri dan rakyat hanya menyeduh daunnya. Rasanya seperti teh dengan aroma kopi yang lembut. Cicipi dengan sepotong gorengan.',
    ai_description_en:
      'Kawa daun was born when Minang coffee beans had to be sold abroad and the people could only brew the leaves. It tastes like tea with a soft coffee aroma. Try it with a fritter.',
    portion_en: '1 coconut-shell cup (250 ml)',
    allergens_en: ['Milk'],
    ingredients_en: ['Dried coffee leaves', 'Sweetened condensed milk', 'Palm sugar', 'Hot water'],
  },
]);

const lainnya = dishes('lainnya', 'Lainnya', [
  {
    id: 'kerupuk-jangek',
    name: 'Kerupuk Jangek',
    name_en: 'Beef-skin crackers',
    description_en:
      'Beef skin, sun-dried and fried until puffed and crisp. A must beside every plate of Padang rice; best dipped in curry sauce.',
    contains: ['beef'],
    description:
      'Kerupuk kulit sapi yang dijemur lalu digoreng hingga mengembang dan renyah. Teman wajib setiap piring nasi Padang, paling enak dicelup kuah gulai.',
    price: 'Rp 10.000',
    image: menuImage('kerupuk-jangek'),
    gallery: [menuImage('kerupuk-jangek-sebelum-digoreng')],
    status: 'Tersedia',
    spice_level: 0,
    portion: '1 bungkus (50 gram)',
    calories: 270,
    allergens: ['Kelapa'],
    ingredients: ['Kulit sapi', 'Garam', 'Bawang putih', 'Minyak kelapa'],
    ai_description:
      'Renyah di luar, sedikit kenyal ketika terkena kuah. Kerupuk jangek kami dibuat dari kulit sapi pilihan dan digoreng dua kali supaya mengembang sempurna.',
    ai_description_en:
      'Crisp outside, a little chewy once it meets the curry sauce. Our jangek crackers are made from choice beef skin and fried twice so they puff up just right.',
    portion_en: '1 pack (50 grams)',
    allergens_en: ['Coconut'],
    ingredients_en: ['Beef skin', 'Salt', 'Garlic', 'Coconut oil'],
  },
  {
    id: 'sambal-lado-mudo',
    name: 'Sambal Lado Mudo',
    name_en: 'Green chilli sambal',
    description_en:
      "Padang's green sambal: boiled green chillies and green tomatoes, coarsely ground, then fried with shallots and a few anchovies.",
    contains: ['fish'],
    description:
      'Sambal hijau khas Padang dari cabai hijau dan tomat hijau yang direbus, diulek kasar, lalu ditumis dengan bawang merah dan sedikit teri.',
    price: 'Rp 8.000',
    image: menuImage('sambal-lado-mudo'),
    gallery: [galleryImage('sambal-dan-lalapan')],
    status: 'Tersedia',
    spice_level: 4,
    portion: '1 mangkuk kecil (75 gram)',
    calories: 95,
    allergens: ['Ikan', 'Kelapa'],
    ingredients: ['Cabai hijau', 'Tomat hijau', 'Bawang merah', 'Teri medan', 'Minyak kelapa', 'Garam'],
    ai_description:
      'Pedasnya segar, bukan membakar: cabai hijau yang direbus memberi rasa sedikit manis, dan teri menambah gurih. Satu sendok cukup untuk menghidupkan sepiring nasi dan ayam pop.',
    ai_description_en:
      'Its heat is fresh, not burning: boiled green chillies give a slight sweetness, and the anchovies add savour. One spoonful is enough to bring a plate of rice and ayam pop to life.',
    portion_en: '1 small bowl (75 grams)',
    allergens_en: ['Fish', 'Coconut'],
    ingredients_en: ['Green chilli', 'Green tomato', 'Shallot', 'Medan anchovies', 'Coconut oil', 'Salt'],
  },
  {
    id: 'sala-lauak',
    name: 'Sala Lauak',
    name_en: 'Salted-fish fritters',
    description_en:
      'Crisp little balls of rice flour, a little wheat flour and salted fish, with turmeric, chilli and spring onion: a snack from Pariaman, crisp outside and soft inside.',
    contains: ['fish'],
    description:
      'Bola-bola gorengan dari tepung beras, sedikit tepung terigu, dan ikan asin dengan bumbu kunyit, cabai, dan daun bawang. Camilan khas Pariaman yang renyah di luar dan lembut di dalam.',
    price: 'Rp 15.000',
    image: menuImage('sala-lauak'),
    gallery: [menuImage('sala-lauak-dibelah')],
    status: 'Tersedia',
    spice_level: 1,
    portion: '6 butir',
    calories: 240,
    allergens: ['Ikan', 'Gluten'],
    ingredients: [
      'Tepung beras',
      'Tepung terigu',
      'Ikan asin',
      'Kunyit',
      'Cabai merah',
      'Daun bawang',
      'Bawang putih',
    ],
    ai_description:
      'Sala lauak biasa dijajakan di pantai Pariaman. Kami menggorengnya saat dipesan, jadi selalu datang hangat dan renyah. Enak dicocol sambal lado mudo.',
    ai_description_en:
      'Sala lauak is sold on the beaches of Pariaman. We fry it when you order, so it always comes warm and crisp. Good dipped in sambal lado mudo.',
    portion_en: '6 pieces',
    allergens_en: ['Fish', 'Gluten'],
    ingredients_en: [
      'Rice flour',
      'Wheat flour',
      'Salted fish',
      'Turmeric',
      'Red chilli',
      'Spring onion',
      'Garlic',
    ],
  },
]);

export const fallbackContent: SiteContent = SiteContentSchema.parse({
  settings: {
    page_title: DEFAULT_PAGE_TITLE,
    favicon_url: DEFAULT_FAVICON_URL,
    meta_description:
      'Rumah Makan Padang Sederhana Rasa di Kota Padang: rendang, gulai, dan masakan Minang asli sejak 1987. Lihat menu, galeri, acara, dan pesan meja online.',
    brand_type: 'text',
    brand_text: DEFAULT_BRAND_TEXT,
    brand_logo: null,
  },
  restaurant: {
    name: 'Rumah Makan Padang Sederhana Rasa',
    tagline: 'Cita rasa Minang asli, dimasak dengan sabar sejak 1987',
    tagline_en: 'True Minang flavours, cooked with patience since 1987',
    phone: '(0751) 812 345',
    whatsapp: '6281266123456',
    email: 'halo@sederhanarasa.id',
    instagram: 'https://www.instagram.com/sederhanarasa',
    facebook: 'https://www.facebook.com/sederhanarasa',
    address: 'Jl. Khatib Sulaiman No. 45, Lolong Belanti, Padang Utara',
    city: 'Kota Padang',
    province: 'Sumatera Barat',
    postalCode: '25173',
    geo: { latitude: -0.895, longitude: 100.355 },
    openingHours: {
      timeZone: 'Asia/Jakarta',
      week: {
        monday: { closed: false, ranges: [{ opens: '10:00', closes: '22:00' }] },
        tuesday: { closed: false, ranges: [{ opens: '10:00', closes: '22:00' }] },
        wednesday: { closed: false, ranges: [{ opens: '10:00', closes: '22:00' }] },
        thursday: { closed: false, ranges: [{ opens: '10:00', closes: '22:00' }] },
        friday: { closed: false, ranges: [{ opens: '10:00', closes: '22:00' }] },
        saturday: { closed: false, ranges: [{ opens: '09:00', closes: '23:00' }] },
        sunday: { closed: false, ranges: [{ opens: '09:00', closes: '23:00' }] },
      },
      special: [],
    },
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=100.345%2C-0.905%2C100.365%2C-0.885&layer=mapnik&marker=-0.895%2C100.355',
  },
  about: {
    title: 'Resep keluarga dari Ranah Minang',
    text: 'Sederhana Rasa berawal dari dapur kecil Amak Nurlela di Bukittinggi pada tahun 1987. Resep rendang, gulai, dan sambalnya diwariskan turun-temurun dan tetap kami masak dengan cara yang sama: api kecil, santan segar, dan rempah yang diulek setiap pagi.\n\nHari ini kami melayani keluarga, pekerja kantoran, dan perantau yang rindu kampung halaman. Datanglah untuk makan siang cepat dari etalase, atau pesan meja untuk makan bajamba bersama keluarga besar.',
    title_en: 'Family recipes from the Minang highlands',
    text_en:
      'Sederhana Rasa began in the small kitchen of Amak Nurlela in Bukittinggi in 1987. Her recipes for rendang, curries and sambal have been handed down in the family, and we still cook them the same way: over a low fire, with fresh coconut milk and spices ground every morning.\n\nToday we cook for families, office workers and people far from home who miss the taste of home. Come for a quick lunch chosen from the display window, or book a table for a bajamba feast with your whole family.',
    highlights: [
      {
        title: 'Resep Turun-temurun',
        description: 'Bumbu diulek setiap pagi dari resep keluarga sejak 1987.',
        title_en: 'Family recipes',
        description_en: 'Spices ground every morning to the family recipe of 1987.',
      },
      {
        title: 'Bahan Segar Setiap Hari',
        description: 'Daging, ikan, dan santan dibeli segar dari Pasar Raya Padang.',
        title_en: 'Fresh every day',
        description_en: 'Meat, fish and coconut milk bought fresh at Pasar Raya Padang.',
      },
      {
        title: 'Halal',
        description: 'Seluruh bahan dan proses memasak kami halal.',
        title_en: 'Halal',
        description_en: 'Every ingredient and all our cooking are halal.',
      },
      {
        title: 'Ruang Keluarga',
        description: 'Meja panjang untuk rombongan dan makan bajamba hingga 40 orang.',
        title_en: 'Room for families',
        description_en: 'Long tables for groups and bajamba feasts of up to 40 people.',
      },
    ],
  },
  menu: [
    {
      id: 'makanan',
      name: 'Makanan',
      description: 'Lauk utama khas Minang, dimasak setiap pagi dan disajikan dengan nasi putih hangat.',
      name_en: 'Food',
      description_en: 'Minang main dishes, cooked every morning and served with warm white rice.',
      position: 1,
      items: makanan,
    },
    {
      id: 'minuman',
      name: 'Minuman',
      description: 'Minuman tradisional penyegar dan penghangat, teman terbaik hidangan bersantan.',
      name_en: 'Drinks',
      description_en: 'Traditional drinks, cold and hot: the best company for rich coconut dishes.',
      position: 2,
      items: minuman,
    },
    {
      id: 'lainnya',
      name: 'Lainnya',
      description: 'Sambal, kerupuk, dan camilan khas Sumatera Barat pelengkap makan Anda.',
      name_en: 'Sides & snacks',
      description_en: 'Sambal, crackers and West Sumatran snacks to go with your meal.',
      position: 3,
      items: lainnya,
    },
  ],
  gallery: [
    {
      id: 'hidangan-lengkap',
      url: galleryImage('hidangan-lengkap'),
      alt: 'Hidangan lengkap disajikan di meja ala Padang',
      category: 'food',
      position: 1,
    },
    {
      id: 'ruang-makan',
      url: galleryImage('ruang-makan'),
      alt: 'Ruang makan dengan ornamen rumah gadang',
      category: 'interior',
      position: 2,
    },
    {
      id: 'etalase-lauk',
      url: galleryImage('etalase-lauk'),
      alt: 'Etalase kaca berisi lauk-pauk yang disusun bertingkat',
      category: 'food',
      position: 3,
    },
    {
      id: 'dapur-rendang',
      url: galleryImage('dapur-rendang'),
      alt: 'Rendang diaduk di atas kuali besar',
      category: 'food',
      position: 4,
    },
    {
      id: 'teras-depan',
      url: galleryImage('teras-depan'),
      alt: 'Tampak depan rumah makan dengan atap gonjong',
      category: 'interior',
      position: 5,
    },
    {
      id: 'sambal-dan-lalapan',
      url: galleryImage('sambal-dan-lalapan'),
      alt: 'Aneka sambal dan lalapan segar',
      category: 'food',
      position: 6,
    },
  ],
  events: [
    {
      id: 'makan-bajamba',
      title: 'Makan Bajamba Akhir Pekan',
      date: 'Setiap Minggu, 12:00 - 14:00',
      description:
        'Makan bersama ala adat Minang: hidangan disusun di atas daun pisang dan dinikmati bersama dalam satu jamba. Cocok untuk keluarga dan komunitas, minimal 10 orang.',
      title_en: 'Weekend bajamba feast',
      date_en: 'Every Sunday, 12 noon to 2 pm',
      description_en:
        'Eating together the Minang way: dishes laid out on banana leaves and shared from one jamba (large platter). For families and groups of 10 or more.',
      image: '/images/events/makan-bajamba.svg',
      position: 1,
    },
    {
      id: 'malam-randai',
      title: 'Malam Randai',
      date: 'Sabtu pertama setiap bulan, 19:30 - 21:30',
      description:
        'Pertunjukan randai, teater tradisi Minangkabau yang memadukan silek, dendang, dan cerita rakyat, dibawakan sanggar seni dari Padang Panjang.',
      title_en: 'Randai night',
      date_en: 'First Saturday of every month, 7:30 to 9:30 pm',
      description_en:
        'Randai, the Minangkabau folk theatre of silek (martial art), song and story, performed by an arts group from Padang Panjang.',
      image: '/images/events/malam-randai.svg',
      position: 2,
    },
    {
      id: 'kelas-masak-rendang',
      title: 'Kelas Masak Rendang',
      date: 'Sabtu, 12 Desember 2026, 09:00 - 13:00',
      description:
        'Belajar memasak rendang langsung dari juru masak kami, dari memilih daging hingga mengaduk santan sampai kering. Kuota 12 peserta, bahan dan makan siang disediakan.',
      title_en: 'Rendang cooking class',
      date_en: 'Saturday 12 December 2026, 9 am to 1 pm',
      description_en:
        'Learn to cook rendang with our cooks, from choosing the beef to stirring the coconut milk until dry. 12 places; ingredients and lunch included.',
      image: '/images/events/kelas-masak-rendang.svg',
      position: 3,
    },
  ],
});
