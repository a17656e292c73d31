/**
 * Name lists for demo members: a mix of the backgrounds found in Australian club sport,
 * long enough that 1,200+ generated players rarely repeat a full name.
 */

/** Splits a whitespace-separated list; names with spaces are avoided so one list stays compact. */
function words(list: string): readonly string[] {
  return list.trim().split(/\s+/);
}

/** Male first names. */
export const MALE_FIRST_NAMES = words(`
  Jack Oliver William Noah Thomas James Lucas Henry Ethan Liam Lachlan Cooper Riley Mason Harrison
  Samuel Max Charlie Archie Hudson Joshua Benjamin Daniel Matthew Nathan Ryan Tyler Jordan Blake
  Mitchell Kieran Declan Brodie Jayden Caleb Isaac Zac Luke Hamish Angus Connor Dylan Aiden Marcus
  Darius Andre Malik Jamal Tevita Sione Viliami Losi Manu Tane Ropata Nikolas Dimitri Giorgos
  Marco Luca Matteo Antonio Diego Mateo Rafael Arjun Rohan Vikram Kai Hiroshi Minh Duc Wei Jun
  Hyun Omar Ahmed Karim Yusuf Ibrahim Patrick Sean Brendan Callum Fraser Rhys Owen Jarrah Koby
  Tyrese Deshawn Trent Brock Shane Grant Reece Travis Cody Logan Austin
`);

/** Female first names. */
export const FEMALE_FIRST_NAMES = words(`
  Charlotte Olivia Amelia Isla Mia Ava Grace Chloe Sophie Ella Zoe Ruby Matilda Georgia Lily Emily
  Hannah Jessica Sarah Emma Kate Madison Brooke Jade Tayla Kiara Shanae Jasmine Bianca Alana Lani
  Mele Ana Leilani Aroha Sofia Elena Giulia Maria Eleni Priya Anika Mei Linh Yuki Ji-woo Fatima
  Layla Noor Aisha Siobhan Erin Niamh Caitlin Rachel Amber Teagan Shaylee Renee Monique Kayla
  Imogen Harriet Freya Phoebe Stella Willow Holly Tahlia Maddison
`);

/** Family names. */
export const LAST_NAMES = words(`
  Smith Jones Williams Brown Wilson Taylor Johnson White Martin Anderson Thompson Nguyen Thomas
  Walker Harris Lee Ryan Robinson Kelly King Davis Wright Evans Roberts Green Hall Wood Jackson
  Clarke Patel Khan Lewis James Phillips Mitchell Turner Baker Campbell Murphy O'Brien O'Connor
  McDonald McKenzie Fraser Stewart Morrison Reid Scott Young Hughes Edwards Cooper Ward Collins
  Bell Cook Morgan Price Bennett Gray Russell Fisher Harvey Barnes Hunt Marshall Gibson Mason
  Ellis Henderson Tran Le Pham Chen Wang Zhang Liu Wong Kim Park Singh Sharma Kaur Gupta Tanaka
  Sato Rossi Romano Russo Esposito Papadopoulos Nikolaidis Georgiou Costa Silva Santos Fernandez
  Garcia Lopez Martinez Fifita Tupou Taufa Vaipulu Faleafa Tu'ipulotu Leota Tuimavave Ngata
  Tamihana Walsh Byrne Doyle Quinn Gallagher Kennedy Brady Hayes Burke Flynn Hassan Haddad Nassar
  Khoury Saleh Rahman Ali Yilmaz Demir Kaya Novak Kowalski Horvat Petrovic Jovanovic Schmidt
  Muller Becker Vos Dekker Carter Brooks Dawson Fletcher Grant Holmes Lawson Matthews Nash Parker
  Rhodes Saunders Sutton Wallace Webb Wheeler Dunn Hart Lane Stone
`);
